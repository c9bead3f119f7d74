import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography component="h1" variant="h2">
        404
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Button component={Link} to={paths.home.href()} variant="contained">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
