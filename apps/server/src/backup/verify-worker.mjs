// The worker thread that proves one archive (verify-thread.ts starts it, one per verification). Plain
// JavaScript so it starts under any runner; it loads the TypeScript through tsx, as the server itself runs.
import { Buffer } from 'node:buffer';
import { parentPort, workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { verifyArchive } = await import('./verify.ts');
const { file, key, options } = workerData;
parentPort.postMessage(await verifyArchive(file, Buffer.from(key), options));
