// The report period kept in browser storage under the specification's keys (tgl_awal, tgl_akhir or
// tanggal), so a report can refresh itself with the last searched period after a row action (reprint,
// cancel) — also after the page was reloaded.
import { PERIOD_STORAGE_KEYS, type ReportDefinitionInput, type ReportParams } from '@kencana/core';

/** Stores the period of a search. */
export function rememberPeriod(def: ReportDefinitionInput, params: ReportParams): void {
  const p = def.period;
  if (p.kind === 'range') {
    localStorage.setItem(PERIOD_STORAGE_KEYS.from, params[p.from] ?? '');
    localStorage.setItem(PERIOD_STORAGE_KEYS.to, params[p.to] ?? '');
  } else if (p.kind === 'single') {
    localStorage.setItem(PERIOD_STORAGE_KEYS.single, params[p.key] ?? '');
  }
}

/** The parameters with the remembered period put in (unchanged where nothing was remembered). */
export function withRememberedPeriod(def: ReportDefinitionInput, params: ReportParams): ReportParams {
  const p = def.period;
  const read = (key: string) => localStorage.getItem(key) || undefined;
  if (p.kind === 'range') {
    return {
      ...params,
      [p.from]: read(PERIOD_STORAGE_KEYS.from) ?? params[p.from] ?? '',
      [p.to]: read(PERIOD_STORAGE_KEYS.to) ?? params[p.to] ?? '',
    };
  }
  if (p.kind === 'single') return { ...params, [p.key]: read(PERIOD_STORAGE_KEYS.single) ?? params[p.key] ?? '' };
  return params;
}
