import DownloadRounded from '@mui/icons-material/DownloadRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DetailList } from '../../../components/detail-list';
import type { CorrectionQuery } from '../../../gql/graphql';
import { messages } from '../../../i18n/messages';
import { formatJakarta } from '../../../lib/jakarta';
import { statusColor } from '../../../lib/status-color';

const t = messages.correction;
type Correction = CorrectionQuery['correction'];

/** Who asked, for which day, time and clocking, why, with the selfie and the attachment. */
export function CorrectionSheet({ correction }: { correction: Correction }) {
  const rows = [
    { label: t.decision.employee, value: correction.employeeName, wide: true },
    { label: t.decision.nik, value: correction.employeeNik },
    { label: t.decision.clocking, value: correction.clocking ? t.clockIn : t.clockOut },
    { label: t.decision.date, value: correction.date },
    { label: t.decision.time, value: correction.time },
    { label: t.decision.reason, value: correction.reason, wide: true },
    ...(correction.locationName ? [{ label: t.decision.location, value: correction.locationName, wide: true }] : []),
    { label: t.decision.filedAt, value: formatJakarta(correction.createdAt, 'dd-MM-yyyy HH:mm'), wide: true },
  ];
  return (
    <Card component="section" aria-labelledby="correction-heading">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
          <Typography id="correction-heading" component="h2" variant="h6">
            {t.decision.heading}
          </Typography>
          <Chip
            label={t.statuses[correction.status]}
            color={statusColor(correction.status)}
            size="small"
            variant="outlined"
            sx={{ fontWeight: 600 }}
            aria-label={`${t.decision.status}: ${t.statuses[correction.status]}`}
          />
        </Stack>
        <DetailList rows={rows} columns={2} />
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2, mb: 0.5 }}>
          {t.decision.photo}
        </Typography>
        <Box
          component="img"
          src={correction.photoUrl}
          alt={t.decision.photoAlt(correction.employeeName)}
          sx={{ width: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 2, bgcolor: 'grey.100', display: 'block' }}
        />
        <Typography component="h3" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2, mb: 0.5 }}>
          {t.decision.attachment}
        </Typography>
        {correction.attachmentUrl ? (
          <Button component="a" href={correction.attachmentUrl} download variant="outlined" startIcon={<DownloadRounded />}>
            {t.decision.download}
          </Button>
        ) : (
          <Typography variant="body2">{t.decision.noAttachment}</Typography>
        )}
      </CardContent>
    </Card>
  );
}
