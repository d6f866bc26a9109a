// The verification of an archive runs in a worker thread of its own: the scratch PGlite is WebAssembly, and
// loading a data folder and running the invariants on it would hold the server's event loop for seconds — every
// cashier's scan on the instance would wait. A thread per verification, ended after it: its memory (the
// restored database) goes with it.
import { Worker } from 'node:worker_threads';
import type { VerifyOptions, VerifyResult } from './verify.ts';

export function verifyInThread(file: string, productKey: Buffer, options: VerifyOptions): Promise<VerifyResult> {
  const started = performance.now();
  const failed = (keterangan: string): VerifyResult => ({
    ok: false,
    keterangan,
    tabel: {},
    baris: 0,
    berkas: 0,
    ms: Math.round(performance.now() - started),
  });
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./verify-worker.mjs', import.meta.url), {
      workerData: { file, key: new Uint8Array(productKey), options },
    });
    let answered = false;
    worker.once('message', (result: VerifyResult) => {
      answered = true;
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      if (!answered) resolve(failed(`verifikasi: ${error.message}`));
      answered = true;
    });
    worker.once('exit', (code) => {
      if (!answered) resolve(failed(`verifikasi berhenti (kode ${code})`));
      answered = true;
    });
  });
}
