import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Document, Page } from 'react-pdf';
import { useParams } from 'react-router';
import { PageLayout } from '../../../components/page-layout';
import { paths } from '../../../config/paths';
import { useElementWidth } from '../../../lib/use-element-width';
import { leavePdfUrl } from '../api/leave-pdf-url';
import { PdfCatalog } from './pdf-catalog';
import { PdfPrintPages } from './pdf-print-pages';
import { PDF_OPTIONS } from '../lib/pdf-setup';
import { MAX_ZOOM, MIN_ZOOM, PdfToolbar } from './pdf-toolbar';
import { checkFileSession } from '../../../lib/session-lost';

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function PdfLoading() {
  const { t } = useTranslation();
  return (
    <Box
      role="progressbar"
      aria-label={t('leave.view.loading')}
      sx={{ display: 'flex', justifyContent: 'center', py: 6 }}
    >
      <CircularProgress />
    </Box>
  );
}

function PdfFailure() {
  const { t } = useTranslation();
  return (
    <Typography color="error" role="alert" sx={{ p: 2, textAlign: 'center' }}>
      {t('leave.view.failed')}
    </Typography>
  );
}

/** Leave PDF view (rules §2): the signed leave form in our own viewer, fitted to the phone's width. */
export function LeaveViewScreen() {
  const { t } = useTranslation();
  const { name = '' } = useParams();
  const frame = useRef<HTMLDivElement>(null);
  const width = useElementWidth(frame);
  const [pages, setPages] = useState(0);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(1);
  const [rotate, setRotate] = useState(0);
  const [catalogOpen, setCatalogOpen] = useState(false);
  const [printing, setPrinting] = useState(false);
  const [failed, setFailed] = useState(false);

  const print = () => {
    window.print();
    setPrinting(false);
  };

  return (
    <PageLayout title={t('leave.view.title')} backTo={paths.inbox.href()}>
      <Box sx={{ mx: -2, mt: -2 }}>
        <PdfToolbar
          page={page}
          pages={pages}
          zoom={zoom}
          disabled={pages === 0 || failed}
          onPage={(next) => setPage(clamp(next, 1, pages))}
          onZoom={(next) => setZoom(clamp(next, MIN_ZOOM, MAX_ZOOM))}
          onRotate={() => setRotate((current) => (current + 90) % 360)}
          onCatalog={() => setCatalogOpen(true)}
          onPrint={() => setPrinting(true)}
        />
        <Box ref={frame} sx={{ overflow: 'auto', p: 1, bgcolor: 'grey.200', minHeight: 'calc(100dvh - 112px)' }}>
          <Document
            file={leavePdfUrl(name)}
            options={PDF_OPTIONS}
            loading={<PdfLoading />}
            error={<PdfFailure />}
            onLoadSuccess={(pdf) => {
              setPages(pdf.numPages);
              setFailed(false);
            }}
            onLoadError={() => {
              setFailed(true);
              void checkFileSession(leavePdfUrl(name));
            }}
            onItemClick={({ pageNumber }) => setPage(pageNumber)}
          >
            {width > 0 && (
              <Box
                sx={{ width: 'fit-content', mx: 'auto', boxShadow: 2 }}
                aria-label={t('leave.view.pageOf', { page, pages })}
                role="region"
              >
                <Page pageNumber={page} width={width - 16} scale={zoom} rotate={rotate} loading={<PdfLoading />} />
              </Box>
            )}
            <PdfCatalog
              open={catalogOpen}
              pages={pages}
              current={page}
              rotate={rotate}
              onClose={() => setCatalogOpen(false)}
              onChoose={(chosen) => {
                setPage(chosen);
                setCatalogOpen(false);
              }}
            />
            {printing && <PdfPrintPages pages={pages} rotate={rotate} onReady={print} />}
          </Document>
        </Box>
      </Box>
    </PageLayout>
  );
}
