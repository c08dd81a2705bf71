/** pdf.js's worker half ships without types; it is only loaded, for its effect (pdfjs.ts). */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
