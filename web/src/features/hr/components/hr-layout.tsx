import MenuRounded from '@mui/icons-material/MenuRounded';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageSkeleton } from '../../../components/page-skeleton';
import { useTranslation } from 'react-i18next';
import { HrNav, sectionOf } from './hr-nav';

const DRAWER_WIDTH = 248;

/**
 * The HR console's frame (MUI's dashboard pattern): a permanent navigation drawer beside the page
 * on a wide screen; on a phone an app bar whose menu button opens the same links in a temporary drawer.
 */
export function HrLayout() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const section = sectionOf(pathname);
  const title = section ? t(section.label) : t('hr.title');

  const drawerContent = (
    <>
      <Toolbar>
        <Typography variant="h6" component="p" noWrap>
          {t('hr.title')}
        </Typography>
      </Toolbar>
      <HrNav onNavigate={() => setOpen(false)} />
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        elevation={0}
        sx={{ width: { md: `calc(100% - ${DRAWER_WIDTH}px)` }, ml: { md: `${DRAWER_WIDTH}px` } }}
      >
        <Toolbar>
          {!wide && (
            <IconButton
              edge="start"
              color="inherit"
              aria-label={t('hr.nav.open')}
              onClick={() => setOpen(true)}
              sx={{ mr: 1 }}
            >
              <MenuRounded />
            </IconButton>
          )}
          <Typography component="h1" variant="h6" noWrap>
            {title}
          </Typography>
        </Toolbar>
      </AppBar>
      {wide ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          }}
        >
          {drawerContent}
        </Drawer>
      ) : (
        <Drawer
          variant="temporary"
          open={open}
          onClose={() => setOpen(false)}
          ModalProps={{ keepMounted: true }}
          sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
        >
          {drawerContent}
        </Drawer>
      )}
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 1.5, md: 3 } }}>
        <Toolbar />
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
