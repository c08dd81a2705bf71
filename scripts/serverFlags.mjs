/**
 * The Node.js flags the server runs with, under npm start and in the benchmarks alike
 * (npm run bench:intake, 1,000 e-mails: peak RSS, with the same ~55-65 e-mails a second).
 *
 * --max-semi-space-size=4: V8's young generation grows to 16 MB semi-spaces by default, and
 * intake's short-lived buffers (raw messages, MIME parts, PDF bytes on their way to the PDF
 * threads) kept it there: 332 MB peak; 255 MB at 4 MB.
 *
 * No --enable-source-maps: it reads and keeps the source map of every module that names one,
 * pdf.js's included, for ~90 MB more (346 MB peak). Stack traces in the log point into
 * dist/server, whose compiled JavaScript keeps the sources' names and shape.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=4'];

/**
 * The environment the server runs with, beside the caller's own. MALLOC_ARENA_MAX=2: glibc gives
 * each thread that allocates its own malloc arena (up to 8 a core), and the PDF and OCR threads'
 * native libraries (libvips, Skia, tesseract's WebAssembly host) left freed memory spread over
 * them: the OCR pool alone held ~90 MB more at its peak (660 -> 575 MB over 30 scans). A variable
 * already set in the environment wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
