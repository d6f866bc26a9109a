// The search of a report screen on TanStack Query: parameters → the report's call (GET query or POST body,
// by its definition) → the rows, totals and paging shown, with the spec's notices. Each search is a
// mutation: a search is run on demand and always asks the server again, and only the latest one's answer
// is shown (TanStack Query calls the callbacks given to mutate for the last call only). An answer with rows
// pops no notice (it would sit over the exports): its message ('Laporan … Tersedia') is the status line
// over the table. An empty answer says so in an info notice and the table reads 'Tidak Ada Data'; before
// any search it asks for one ('Silahkan Cari Data'). An empty answer or an error clears the rows.
// The period of every answered search is kept in browser storage for the refresh after a row action.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES, reportsApi, type ReportDefinition, type ReportParams, type ReportRowAction } from '@kencana/core';
import type { ReportResult, ReportRow } from '@kencana/core/contracts/reports';
import { callApi, errorText } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { notifyError, notifyInfo } from '../../lib/notify.ts';
import { rememberPeriod, withRememberedPeriod } from './period-storage.ts';

/** A row as the table keeps it: its page and place make its key. */
export type ShownRow = ReportRow & { __key: string };

/** The answer on screen, with the parameters of the search that brought it. */
export type ShownReport = ReportResult & { params: ReportParams; data: ShownRow[] };

interface SearchRequest {
  params: ReportParams;
  page: number;
}

export interface SearchOptions {
  page?: number;
}

export interface ReportSearch {
  shown: ShownReport | null;
  /** Whether the rows on screen (or their absence) answer a search: false before any, or once cleared. */
  searched: boolean;
  loading: boolean;
  /** Runs the search; resolves when its answer (or error) has been shown. */
  search: (params: ReportParams, options?: SearchOptions) => Promise<void>;
  /** Shows another page of the results on screen. */
  goToPage: (page: number) => void;
  /** Searches again with the shown parameters and the remembered period. */
  searchAgain: () => Promise<void>;
  /** Takes the results off the screen (the report type changed, the parameters were refused). */
  clear: () => void;
}

export interface UseReportSearchOptions {
  /** The form's values when the screen opens; a report with loadOnOpen searches with them if they are valid. */
  openWith?: () => ReportParams;
}

export function useReportSearch(def: ReportDefinition, { openWith }: UseReportSearchOptions = {}): ReportSearch {
  const endpoint = useMemo(() => reportsApi.reportEndpoint(def), [def]);
  const [shown, setShown] = useState<ShownReport | null>(null);
  const [searched, setSearched] = useState(false);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: ({ params, page }: SearchRequest) => {
      const input = { ...params, page };
      return callApi(endpoint, def.call.method === 'GET' ? { query: input } : { body: input });
    },
  });

  const search = useCallback(
    async (params: ReportParams, { page = 1 }: SearchOptions = {}) => {
      await mutateAsync(
        { params, page },
        {
          onSuccess: (result) => {
            rememberPeriod(def, params);
            setSearched(true);
            if (result.data.length === 0) {
              setShown(null);
              notifyInfo(result.message || def.texts.empty);
              return;
            }
            setShown({
              ...result,
              message: result.message || def.texts.success,
              params,
              data: result.data.map((row, i) => ({ ...row, __key: `${page}-${i}` })),
            });
          },
          onError: (error) => {
            setShown(null);
            setSearched(false);
            notifyError(errorText(error, def.texts.empty));
          },
        },
      ).catch(() => undefined);
    },
    [def, mutateAsync],
  );

  // Goods Inside and the like search as the screen opens.
  const opened = useRef(false);
  useEffect(() => {
    if (!def.loadOnOpen || opened.current || !openWith) return;
    opened.current = true;
    const parsed = def.params.safeParse(openWith());
    if (parsed.success) void search(parsed.data);
  }, [def, openWith, search]);

  const goToPage = useCallback(
    (page: number) => {
      if (shown) void search(shown.params, { page });
    },
    [search, shown],
  );

  const searchAgain = useCallback(async () => {
    if (shown) await search(withRememberedPeriod(def, shown.params));
  }, [def, search, shown]);

  const clear = useCallback(() => {
    setShown(null);
    setSearched(false);
  }, []);

  return { shown, searched, loading: isPending, search, goToPage, searchAgain, clear };
}

/** What a row action gets: the row, the parameters of the search that showed it. */
export interface RowActionContext {
  row: ReportRow;
  params: ReportParams;
}

/** Handlers of the definition's row actions, by action id; resolve when done (the report then refreshes). */
export type RowActionHandlers = Readonly<Record<string, (ctx: RowActionContext) => Promise<unknown> | void>>;

/**
 * The row actions of the shown report (reprint, cancel): those the page handles and the shown report type
 * allows. After one succeeds (resolves anything but false) the report searches again with the remembered period.
 */
export function useReportRowActions(def: ReportDefinition, handlers: RowActionHandlers, report: ReportSearch) {
  const [busy, setBusy] = useState<string | null>(null);
  const { shown, searchAgain } = report;
  const available = (def.rowActions ?? []).filter(
    (a) => handlers[a.id] && (!a.types || !def.typeField || a.types.includes(shown?.params[def.typeField] ?? '')),
  );

  const run = async (action: ReportRowAction, row: ReportRow) => {
    const handler = handlers[action.id];
    if (!handler || !shown) return;
    setBusy(`${action.id}:${String(row.__key)}`);
    try {
      const done = await handler({ row, params: shown.params });
      if (done === false) return;
      await searchAgain();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi));
    } finally {
      setBusy(null);
    }
  };

  return { available, busy, run };
}

/** The PDF / Excel file of the shown report, rendered by the server and saved as a download. */
export function useReportExport(def: ReportDefinition, shown: ShownReport | null) {
  const { mutate, isPending, variables } = useMutation({
    mutationFn: (format: 'pdf' | 'xlsx') =>
      downloadFile(reportsApi.reportExportEndpoint(def), { query: { ...shown?.params, format } }, `${def.id}.${format}`),
    onError: (error) => notifyError(errorText(error, MESSAGES.exportGagal)),
  });
  const exportAs = (format: 'pdf' | 'xlsx') => {
    if (shown) mutate(format);
  };
  return { exporting: isPending ? (variables ?? null) : null, exportAs };
}
