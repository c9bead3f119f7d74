import SettingsRounded from '@mui/icons-material/SettingsRounded';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { displayName } from '../../../lib/display-name';
import type { SessionUser } from '../../../lib/session-store';

// Full white on primary.main (5.5:1): the dimmed 0.85 white read 4.41:1, under WCAG AA's 4.5:1.
export function ProfileHeader({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const name = displayName(user.name);
  return (
    <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', px: 2, pt: 3, pb: 6 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar
          src={user.photoUrl ?? undefined}
          alt={user.name}
          sx={{ width: 56, height: 56, bgcolor: 'primary.light', border: '2px solid rgba(255,255,255,.7)' }}
        >
          {name.charAt(0)}
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2">{t('home.greeting')}</Typography>
          <Typography component="h1" variant="h6" noWrap data-testid="display-name">
            {name}
          </Typography>
          <Typography variant="caption">{t('home.nik', { nik: user.nik })}</Typography>
        </Box>
        <IconButton component={RouterLink} to={paths.setting.href()} aria-label={t('home.settings')} color="inherit">
          <SettingsRounded />
        </IconButton>
      </Stack>
    </Box>
  );
}
