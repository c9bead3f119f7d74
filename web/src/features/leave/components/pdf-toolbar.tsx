import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import RotateRightRounded from '@mui/icons-material/RotateRightRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;

interface Props {
  page: number;
  pages: number;
  zoom: number;
  disabled: boolean;
  onPage: (page: number) => void;
  onZoom: (zoom: number) => void;
  onRotate: () => void;
  onCatalog: () => void;
  onPrint: () => void;
}

/** Our own PDF toolbar: catalog, page switching, zoom, rotate and print, in one phone-wide row. */
export function PdfToolbar({ page, pages, zoom, disabled, onPage, onZoom, onRotate, onCatalog, onPrint }: Props) {
  const { t } = useTranslation();
  return (
    <Paper
      component="nav"
      aria-label={t('leave.view.document')}
      square
      elevation={1}
      sx={{ position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2, px: 0.5, py: 0.25, displayPrint: 'none' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <IconButton size="small" aria-label={t('leave.view.catalog')} onClick={onCatalog} disabled={disabled}>
          <ViewListRounded />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('leave.view.previous')}
          onClick={() => onPage(page - 1)}
          disabled={disabled || page <= 1}
        >
          <ChevronLeftRounded />
        </IconButton>
        <Typography variant="caption" aria-live="polite" sx={{ minWidth: 56, textAlign: 'center' }}>
          {pages > 0 ? t('leave.view.pageOf', { page, pages }) : ''}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('leave.view.next')}
          onClick={() => onPage(page + 1)}
          disabled={disabled || page >= pages}
        >
          <ChevronRightRounded />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('leave.view.zoomOut')}
          onClick={() => onZoom(zoom - 0.25)}
          disabled={disabled || zoom <= MIN_ZOOM}
        >
          <ZoomOutRounded />
        </IconButton>
        <Typography
          variant="caption"
          aria-label={t('leave.view.zoomLevel', { percent: Math.round(zoom * 100) })}
          sx={{ minWidth: 34, textAlign: 'center' }}
        >
          {t('leave.view.zoomLevel', { percent: Math.round(zoom * 100) })}
        </Typography>
        <IconButton
          size="small"
          aria-label={t('leave.view.zoomIn')}
          onClick={() => onZoom(zoom + 0.25)}
          disabled={disabled || zoom >= MAX_ZOOM}
        >
          <ZoomInRounded />
        </IconButton>
        <IconButton size="small" aria-label={t('leave.view.rotate')} onClick={onRotate} disabled={disabled}>
          <RotateRightRounded />
        </IconButton>
        <IconButton size="small" aria-label={t('leave.view.print')} onClick={onPrint} disabled={disabled}>
          <PrintRounded />
        </IconButton>
      </Stack>
    </Paper>
  );
}
