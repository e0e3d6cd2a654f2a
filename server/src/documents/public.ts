/**
 * The public file of `documents/`: all another feature may import from it (docs/architecture.md). Everything
 * else in the folder is private to the feature (dependency-cruiser rule `server-feature-through-public-file`).
 */
export { encodePng } from './png-image.ts';
export { renderTextPdf } from './simple-pdf.ts';
export { type PdfSheet, renderPdfSheet } from './pdf-sheet.ts';
