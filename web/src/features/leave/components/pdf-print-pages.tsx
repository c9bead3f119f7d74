import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Portal from '@mui/material/Portal';
import { useRef } from 'react';
import { Page } from 'react-pdf';

const PRINT_WIDTH = 760;
const printOnly = { '@media print': { '#root': { display: 'none !important' } } };

interface Props {
  pages: number;
  rotate: number;
  /** Called once every page is drawn, to open the browser's print dialog. */
  onReady: () => void;
}

/**
 * Every page, drawn only for printing, beside the app rather than in it: hidden on screen, and in
 * print the only thing shown. The browser's own dialog then prints the PDF on a phone as on a
 * desktop, without a PDF plug-in.
 */
export function PdfPrintPages({ pages, rotate, onReady }: Props) {
  const drawn = useRef(new Set<number>());
  const onDrawn = (page: number) => {
    drawn.current.add(page);
    if (drawn.current.size === pages) onReady();
  };
  return (
    <Portal>
      <GlobalStyles styles={printOnly} />
      <Box data-testid="leave-pdf-print" aria-hidden sx={{ display: 'none', '@media print': { display: 'block' } }}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((page) => (
          <Box key={page} sx={{ breakAfter: 'page' }}>
            <Page
              pageNumber={page}
              width={PRINT_WIDTH}
              rotate={rotate}
              devicePixelRatio={2}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              onRenderSuccess={() => onDrawn(page)}
            />
          </Box>
        ))}
      </Box>
    </Portal>
  );
}
