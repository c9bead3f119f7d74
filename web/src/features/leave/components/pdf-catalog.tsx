import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from 'react-pdf';

const THUMBNAIL_WIDTH = 96;

interface Props {
  open: boolean;
  pages: number;
  current: number;
  rotate: number;
  onClose: () => void;
  onChoose: (page: number) => void;
}

/** The catalog: a thumbnail of every page; choosing one shows it. Lives inside <Document>. */
export function PdfCatalog({ open, pages, current, rotate, onClose, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('leave.view.catalog') } as object }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {t('leave.view.catalog')}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ p: 2, overflowX: 'auto' }}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <ButtonBase
            key={page}
            aria-label={t('leave.view.goToPage', { page })}
            aria-current={page === current ? 'page' : undefined}
            onClick={() => onChoose(page)}
            sx={{
              flexDirection: 'column',
              flexShrink: 0,
              border: 2,
              borderColor: page === current ? 'primary.main' : 'divider',
              borderRadius: 1,
              p: 0.5,
            }}
          >
            <Page
              pageNumber={page}
              width={THUMBNAIL_WIDTH}
              rotate={rotate}
              renderTextLayer={false}
              renderAnnotationLayer={false}
            />
            <Typography variant="caption">{page}</Typography>
          </ButtonBase>
        ))}
      </Stack>
    </Drawer>
  );
}
