// Finds the query of every report: each file of this folder (but tests) default-exports one. A new report
// needs no line here.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ReportQuery } from '../define-query.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

let loaded: Promise<ReportQuery[]> | null = null;

/** Every report query, loaded once. */
export function loadReportQueries(): Promise<ReportQuery[]> {
  loaded ??= (async () => {
    const files = fs
      .readdirSync(here)
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && file !== 'index.ts')
      .sort();
    const modules = await Promise.all(
      files.map((file) => import(pathToFileURL(path.join(here, file)).href) as Promise<{ default: ReportQuery }>),
    );
    return modules.map((module, index) => {
      const query = module.default;
      if (!query?.report || `${query.report.id}.ts` !== files[index])
        throw new Error(`queries/${files[index]} must default-export the query of report "${files[index]?.replace(/\.ts$/, '')}"`);
      return query;
    });
  })();
  return loaded;
}
