// The rows of the count screen from the server's comparison (POST stock-opname-barang/cek): every item the
// books place on the tray (found or missing) and every scanned item booked elsewhere (extra), one table.
import { MESSAGES, type OpnameHasil } from '@kencana/core';

/**
 * A booked item not scanned yet is BELUM DISCAN, as on the receiving screen: it only becomes HILANG (lost)
 * when the count is posted, which the confirmation and the result say.
 */
export type OpnameStatus = 'DITEMUKAN' | 'BELUM_DISCAN' | 'LEBIH';

/** What each status reads as on the screen. */
export const OPNAME_STATUS_LABEL: Record<OpnameStatus, string> = {
  DITEMUKAN: 'DITEMUKAN',
  BELUM_DISCAN: MESSAGES.belumDiscan,
  LEBIH: 'LEBIH',
};

export interface OpnameRow {
  kode_barcode: string;
  nama_barang: string;
  status: OpnameStatus;
  berat_sistem: string | null;
  berat_hitung: string | null;
  selisih: string | null;
  /** For extra items: where the books place them and what posting does. */
  keterangan: string;
  /** Scanned by the counter (found or extra): can be weighed and removed. */
  scanned: boolean;
}

/** Words of the extra items' actions. */
export const TINDAKAN_TEXT: Record<OpnameHasil['lebih'][number]['tindakan'], string> = {
  PINDAH: 'Dipindah ke baki ini',
  KEMBALI: 'Kembali dari hilang',
  TIDAK_DIPROSES: 'Tidak diproses',
};

export function opnameRows(hasil: OpnameHasil): OpnameRow[] {
  return [
    ...hasil.ditemukan.map((row) => ({
      kode_barcode: row.kode_barcode,
      nama_barang: row.nama_barang,
      status: 'DITEMUKAN' as const,
      berat_sistem: row.berat_sistem,
      berat_hitung: row.berat_hitung,
      selisih: row.selisih,
      keterangan: '',
      scanned: true,
    })),
    ...hasil.hilang.map((row) => ({
      kode_barcode: row.kode_barcode,
      nama_barang: row.nama_barang,
      status: 'BELUM_DISCAN' as const,
      berat_sistem: row.berat,
      berat_hitung: null,
      selisih: null,
      keterangan: '',
      scanned: false,
    })),
    ...hasil.lebih.map((row) => ({
      kode_barcode: row.kode_barcode,
      nama_barang: row.nama_barang,
      status: 'LEBIH' as const,
      berat_sistem: null,
      berat_hitung: null,
      selisih: null,
      keterangan: row.lokasi === '-' ? TINDAKAN_TEXT[row.tindakan] : `${row.lokasi} · ${TINDAKAN_TEXT[row.tindakan]}`,
      scanned: true,
    })),
  ];
}
