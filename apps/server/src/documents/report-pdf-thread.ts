// Report PDFs are laid out in a worker thread. pdfmake lays a document out in one synchronous stretch: 2,000 rows
// held the server's event loop for ~1.8 s (the bench's export stall), and every cashier's scan on that instance
// waited behind it. One worker, started on the first PDF and kept (its fonts and compiled code stay warm), renders
// the documents in turn; the server's own loop only sends the rows and receives the bytes.
import { Worker } from 'node:worker_threads';
import type { ReportDocument } from './report-document.ts';

interface Job {
  resolve: (pdf: Buffer) => void;
  reject: (error: Error) => void;
}

type Answer = { id: number; pdf: Uint8Array } | { id: number; error: string };

let worker: Worker | null = null;
const jobs = new Map<number, Job>();
let nextId = 0;

function failAll(error: Error): void {
  for (const job of jobs.values()) job.reject(error);
  jobs.clear();
}

function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./report-pdf-worker.mjs', import.meta.url));
  started.on('message', (answer: Answer) => {
    const job = jobs.get(answer.id);
    jobs.delete(answer.id);
    // An idle worker must not keep the process alive.
    if (jobs.size === 0) started.unref();
    if (!job) return;
    if ('error' in answer) job.reject(new Error(`report PDF: ${answer.error}`));
    else job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
  });
  // A worker that dies (out of memory, a bug) fails what it held; the next PDF starts a new one.
  started.on('error', (error) => {
    if (worker === started) worker = null;
    failAll(error);
  });
  started.on('exit', (code) => {
    if (worker === started) worker = null;
    failAll(new Error(`report PDF worker exited with code ${code}`));
  });
  worker = started;
  return started;
}

/** Renders a report as a PDF in the report PDF worker thread. */
export function renderReportPdf(doc: ReportDocument): Promise<Buffer> {
  const id = nextId++;
  const thread = pdfWorker();
  return new Promise<Buffer>((resolve, reject) => {
    jobs.set(id, { resolve, reject });
    try {
      // Throws for a document that is not plain data (a function, a class instance): nothing is left waiting.
      thread.postMessage({ id, doc });
    } catch (error) {
      jobs.delete(id);
      throw error;
    }
    thread.ref();
  });
}

/** Rows of the warm-up report: enough for the table layout's code to be compiled hot, not just loaded. */
const WARM_ROWS = 300;

/**
 * Starts the worker and lays out a small report in it, so the first report PDF a person asks for does not pay
 * for the thread's start (its modules, the fonts, the layout code's first run: ~1 s on a shop PC). The server's
 * warm-up calls it; the worker's own thread does the work.
 */
export async function warmReportPdf(): Promise<void> {
  await renderReportPdf({
    title: 'WARM-UP',
    shop: { nama_toko: 'WARM-UP', alamat_toko: null },
    period: '',
    columns: [{ key: 'qty', label: 'Qty', format: 'qty', total: 'sum' }],
    rows: Array.from({ length: WARM_ROWS }, () => ({ qty: 1 })),
    totals: { qty: WARM_ROWS },
    stamp: { user_id: 'warm-up', printed_at: '' },
  });
}
