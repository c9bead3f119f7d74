import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

interface Props {
  title: string;
  /** Where the back arrow goes; defaults to the previous page. */
  backTo?: string;
  actions?: ReactNode;
  children: ReactNode;
}

/** A screen with an app bar (back arrow and title) and a phone-width column. */
export function PageLayout({ title, backTo, actions, children }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => void (backTo ? navigate(backTo) : window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Toolbar>
          <IconButton edge="start" color="inherit" aria-label={t('app.back')} onClick={back}>
            <ArrowBackRounded />
          </IconButton>
          <Typography component="h1" variant="h6" sx={{ flexGrow: 1, ml: 1 }} noWrap>
            {title}
          </Typography>
          {actions}
        </Toolbar>
      </AppBar>
      <Container component="main" maxWidth="sm" sx={{ py: 2 }}>
        {children}
      </Container>
    </Box>
  );
}
