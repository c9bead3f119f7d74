import ArticleRounded from '@mui/icons-material/ArticleRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/status-chip';
import type { InboxQuery } from '../../../gql/graphql';
import { inboxMessageText } from '../lib/inbox-message';
import { statusLabel } from '../../../i18n/labels';
import { jakartaDisplayDate, jakartaDisplayTime } from '../../../lib/jakarta';
import { agreedToOvertime, inboxLink } from '../lib/inbox-link';

type InboxItem = InboxQuery['inbox']['items'][number];

/** One message: what happened (in the reader's language where the catalogue knows it), when (Jakarta), its status, and where it leads if anywhere. */
export function InboxListItem({ item, divider }: { item: InboxItem; divider: boolean }) {
  const { t } = useTranslation();
  const link = inboxLink(item);
  const message = inboxMessageText(item);
  return (
    <ListItem divider={divider} sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          {`${jakartaDisplayDate(item.createdAt)} ${jakartaDisplayTime(item.createdAt)}`}
        </Typography>
        <StatusChip
          status={item.status}
          label={agreedToOvertime(item) ? t('inbox.agreed') : statusLabel(t, item.status)}
        />
      </Stack>
      <Typography variant="body2">{message}</Typography>
      {link && (
        <Button
          component={RouterLink}
          to={link.href}
          size="small"
          variant={link.kind === 'view' ? 'contained' : 'outlined'}
          startIcon={link.kind === 'view' ? <OpenInNewRounded /> : <ArticleRounded />}
          aria-label={link.kind === 'view' ? t('inbox.viewLabel', { message }) : t('inbox.viewPdfLabel', { message })}
          sx={{ mt: 1 }}
        >
          {link.kind === 'view' ? t('inbox.view') : t('inbox.viewPdf')}
        </Button>
      )}
    </ListItem>
  );
}
