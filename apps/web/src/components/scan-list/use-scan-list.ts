// The state of a scanning screen's list: scanned rows kept as a local draft, a duplicate refused before any
// lookup ('Kode Barcode Tersebut Sudah Ada Ditabel'), an unknown code refused ('Barang Tidak Di Temukan'), a row that may not go on this screen's list refused with the screen's text.
// Generic over the row, so any screen that scans (moving, converting, destroying, cleaning, counting,
// sending) can share it; goods lines come from `lookupBarang`.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { barangApi, MESSAGES, sumGrams, type BarangLine } from '@kencana/core';
import { callApi, errorText } from '../../lib/api.ts';
import { notifyInfo, notifyScanError } from '../../lib/notify.ts';
import { clearScanDraft, readScanDraft, writeScanDraft } from './scan-draft.ts';

export interface ScanRow {
  kode_barcode: string;
}

export interface ScanListConfig<T extends ScanRow> {
  /** Browser-storage key of the draft: one per screen (and tab). */
  draftKey: string;
  /** The row of a scanned code (first 8 characters, upper-cased), or null when there is none; a failed call
   * throws (the server's text is shown). */
  lookup: (code: string) => Promise<T | null>;
  /** Why a found row may not go on this list, or null. */
  check?: (row: T) => string | null;
  /** Reads a stored draft row back (rows that do not parse are dropped). */
  schema?: z.ZodType<T>;
  /** The weight a row adds to the footer total ('0' when it has none). */
  weightOf?: (row: T) => string | null | undefined;
}

export interface ScanListState<T extends ScanRow> {
  rows: T[];
  /** Looks a code up and adds its row; resolves true when added. */
  scan: (code: string) => Promise<boolean>;
  remove: (code: string) => void;
  /** Replaces one row (a weight typed for it, a fresh lookup). */
  update: (code: string, change: (row: T) => T) => void;
  /** Empties the list and the draft (after a successful save). */
  clear: () => void;
  /** A lookup is under way. */
  busy: boolean;
  totals: { qty: number; berat: string };
}

/** The looked-up goods line of a code, of the given store (OWN/SU would otherwise find any store's). */
export function lookupBarang(kode_toko?: string): (code: string) => Promise<BarangLine | null> {
  return async (code) => {
    const { data } = await callApi(barangApi.lookupBarcode, { query: { kode_barcode: code, limit: 100, kode_toko } });
    return data.find((row) => row.kode_barcode === code) ?? data[0] ?? null;
  };
}

/** A goods line that lies on a tray of the store, else 'Barang Tidak Berada Di Baki Toko Ini'. */
export function onStoreTray(kode_toko: string | undefined): (line: BarangLine) => string | null {
  return (line) => (line.posisi === 'BAKI' && (!kode_toko || line.kode_toko === kode_toko) ? null : MESSAGES.barangTidakDiBaki);
}

/** What the server needs of a scanned goods line: the code and what the user saw (tray, category, type, weight). */
export function scanDetail(line: BarangLine): {
  kode_barcode: string;
  kode_baki: string;
  kode_group: string;
  kode_dept: string;
  berat: string;
} {
  return {
    kode_barcode: line.kode_barcode,
    kode_baki: line.kode_baki,
    kode_group: line.kode_group,
    kode_dept: line.kode_dept,
    berat: line.berat,
  };
}

export const goodsLineSchema = barangApi.BarangLineSchema;

export function useScanList<T extends ScanRow>(config: ScanListConfig<T>): ScanListState<T> {
  const { draftKey, schema } = config;
  const [rows, setRows] = useState<T[]>(() => readScanDraft(draftKey, schema));
  const [pending, setPending] = useState(0);
  // Rows and codes being looked up, read synchronously: two quick scans of one code add it once.
  const current = useRef(rows);
  current.current = rows;
  const inFlight = useRef(new Set<string>());
  const latest = useRef(config);
  latest.current = config;

  useEffect(() => {
    writeScanDraft(draftKey, rows);
  }, [draftKey, rows]);
  // Leaving the screen drops the draft (a reload keeps it: the page unloads without unmounting).
  useEffect(() => () => clearScanDraft(draftKey), [draftKey]);

  const scan = useCallback(async (code: string) => {
    if (inFlight.current.has(code) || current.current.some((row) => row.kode_barcode === code)) {
      notifyInfo(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
      return false;
    }
    inFlight.current.add(code);
    setPending((n) => n + 1);
    try {
      const row = await latest.current.lookup(code);
      if (!row) {
        notifyScanError(MESSAGES.barangTidakDiTemukan, code);
        return false;
      }
      const refusal = latest.current.check?.(row) ?? null;
      if (refusal) {
        notifyScanError(refusal, code);
        return false;
      }
      setRows((list) => (list.some((r) => r.kode_barcode === row.kode_barcode) ? list : [...list, row]));
      return true;
    } catch (error) {
      notifyScanError(errorText(error, MESSAGES.barangTidakDiTemukan), code);
      return false;
    } finally {
      inFlight.current.delete(code);
      setPending((n) => n - 1);
    }
  }, []);

  const remove = useCallback((code: string) => setRows((list) => list.filter((row) => row.kode_barcode !== code)), []);
  const update = useCallback(
    (code: string, change: (row: T) => T) => setRows((list) => list.map((row) => (row.kode_barcode === code ? change(row) : row))),
    [],
  );
  const clear = useCallback(() => {
    setRows([]);
    clearScanDraft(draftKey);
  }, [draftKey]);

  const weightOf = config.weightOf;
  const totals = useMemo(() => {
    const weights = rows.map((row) => (weightOf ? weightOf(row) : (row as unknown as { berat?: string }).berat) || '0');
    return { qty: rows.length, berat: sumGrams(weights) };
  }, [rows, weightOf]);

  return { rows, scan, remove, update, clear, busy: pending > 0, totals };
}
