// ONE router for every report: for each query found in queries/, the data call at the specification's
// method and path, and the export call laporan/<id>/export?format=pdf|xlsx. Plus the form choices.
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { reportsApi, type ReportParams } from '@kencana/core';
import { sendDownload } from '../../documents/index.ts';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { loadReportQueries } from './queries/index.ts';
import { exportReport, reportOptions, runReport } from './reports.service.ts';

export async function reportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  for (const query of await loadReportQueries()) {
    const data = reportsApi.reportEndpoint(query.report);
    // A POST report reads its body: Fastify gives every request a (empty) query object.
    route(app, deps, data, ({ user, query: q, body }) => runReport(deps, user, query, (data.method === 'GET' ? q : body) as ReportParams & { page: number; page_size?: number }));
    route(app, deps, reportsApi.reportExportEndpoint(query.report), async ({ user, query: q, reply }) => {
      const file = await exportReport(deps, user, query, q as ReportParams & { format: 'pdf' | 'xlsx' });
      return sendDownload(reply, file.kind, file.fileName, file.body as Buffer | Readable) as unknown as Uint8Array;
    });
  }
  route(app, deps, reportsApi.reportOptions, ({ user, query }) => reportOptions(deps, user, query));
}
