import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { messages } from '../i18n/messages';

export function NotFoundScreen() {
  return (
    <Stack spacing={2} sx={{ minHeight: '100dvh', alignItems: 'center', justifyContent: 'center', p: 3 }}>
      <Typography component="h1" variant="h2">
        404
      </Typography>
      <Typography>{messages.notFound.text}</Typography>
      <Button component={Link} to={paths.home.href()} variant="contained">
        {messages.notFound.home}
      </Button>
    </Stack>
  );
}
