// /laporan-otorisasi (and /laporan-authorization, the same screen): who signed in and out, changed a
// password, closed a store, switched the store they act for or changed rights, and which OWN/SU approved an override at the counter,
// from the audit log. The specification lists the screen only;
// its call is Kencana's own.
import { MESSAGES } from '../messages.ts';
import { defineReport, FIELDS, RANGE_PERIOD } from './define.ts';

/** Events of the audit log, as stored and as the report shows them. Writers use these codes. */
export const AUDIT_EVENTS = {
  LOGIN: 'Login',
  LOGOUT: 'Logout',
  GANTI_PASSWORD: 'Ganti Password',
  TUTUP_TOKO: 'Tutup Toko',
  UBAH_HAK_AKSES: 'Ubah Hak Akses',
  // An OWN/SU switched the store their session acts for (detail: dari, ke, keterangan 'T01 ke T02').
  GANTI_TOKO_AKTIF: 'Ganti Toko Aktif',
  // A change of /settingsystem (detail: the keys with their old and new values).
  UBAH_SETTING: 'Ubah Setting System',
  // An OWN/SU approval at the counter (detail: aksi, disetujui_oleh, no_dokumen, nilai_hitung, nilai_input, alasan).
  OTORISASI: 'Otorisasi',
} as const;
export type AuditEvent = keyof typeof AUDIT_EVENTS;

export default defineReport({
  id: 'otorisasi',
  title: 'LAPORAN OTORISASI',
  menus: ['/laporan-otorisasi', '/laporan-authorization'],
  call: { method: 'GET', path: 'laporan/otorisasi' },
  fields: [
    FIELDS.tglFrom,
    FIELDS.tglTo,
    FIELDS.toko,
    { name: 'event', label: 'Kejadian', kind: 'select', source: 'audit_event', all: true },
  ],
  period: RANGE_PERIOD,
  storeField: 'kode_toko',
  columns: [
    { key: 'waktu', label: 'Waktu', width: 1.6 },
    { key: 'kode_toko', label: 'Kode Toko', width: 1 },
    { key: 'user_id', label: 'User ID', width: 1.2 },
    { key: 'user_name', label: 'Nama User', width: 2 },
    { key: 'kejadian', label: 'Kejadian', width: 1.4 },
    { key: 'keterangan', label: 'Keterangan', width: 2.5 },
    // An approval at the counter — who approved, for which document, the values and the reason.
    { key: 'disetujui_oleh', label: 'Disetujui Oleh', width: 1.2 },
    { key: 'no_dokumen', label: 'No Dokumen', width: 1.6 },
    // Only approvals have values: every other event leaves them empty (not Rp. 0).
    { key: 'nilai_hitung', label: 'Nilai Sistem', format: 'money', width: 1.3, emptyWhenMissing: true },
    { key: 'nilai_input', label: 'Nilai Input', format: 'money', width: 1.3, emptyWhenMissing: true },
    { key: 'alasan', label: 'Alasan', width: 2.2 },
  ],
  texts: { success: MESSAGES.laporanTersedia, empty: MESSAGES.dataYangAndaCariTidakAda },
  exports: ['pdf', 'xlsx'],
});
