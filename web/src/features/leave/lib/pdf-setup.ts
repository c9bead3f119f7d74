import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfjs } from 'react-pdf';

/**
 * PDF.js for the leave viewer: the worker is bundled with the app (no CDN, so it works offline)
 * and PDF.js never compiles code from a document (isEvalSupported: false), on top of the current
 * PDF.js that already closes CVE-2024-4367.
 */
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

/** One object for every render, as react-pdf asks (a new one would reload the document). */
export const PDF_OPTIONS = { isEvalSupported: false } as const;
