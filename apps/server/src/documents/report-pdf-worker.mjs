// The worker thread that lays out report PDFs (report-pdf-thread.ts starts it). Plain JavaScript so it starts
// under any runner; it loads the TypeScript renderer through tsx, as the server itself runs.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { layoutReportPdf } = await import('./pdf-report.ts');

parentPort.on('message', async ({ id, doc }) => {
  try {
    parentPort.postMessage({ id, pdf: await layoutReportPdf(doc) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  }
});
