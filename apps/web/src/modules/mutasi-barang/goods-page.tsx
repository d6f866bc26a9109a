// What every screen of this module shares: the page frame (breadcrumb Dashboard / Barang / screen, the
// screen's title, then a dense card), the words and questions of the screens, and the
// helpers that read the signed-in store.
import type { ReactNode } from 'react';
import { Anchor, Paper, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { PageFrame } from '../../components/page-frame/index.ts';
import { canAccess } from '../../lib/access.ts';
import { getSession } from '../../lib/session.ts';

/** Words of the goods screens (labels, not messages). */
export const GOODS_TEXT = {
  bakiAsal: 'Baki Asal',
  bakiTujuan: 'Baki Tujuan',
  baki: 'Baki',
  kategoriTujuan: 'Kategori Tujuan',
  jenisTujuan: 'Jenis Tujuan',
  keterangan: 'Keterangan',
  alasan: 'Alasan',
  noDokumen: 'No Dokumen',
  barang: 'barang',
  gr: 'gr',
  kosongkan: 'Kosongkan',
  lihatLaporan: 'Lihat Laporan',
  simpan: 'Simpan',
  pindahkan: 'Pindahkan',
  pindahSatuBaki: 'Pindah Satu Baki',
  konversi: 'Konversi',
  hancurkan: 'Hancurkan',
  pindahSortir: 'Pindah Sortir',
  kirimCucian: 'Kirim Cucian',
  ambilCucian: 'Ambil Cucian',
  simpanTimbangan: 'Simpan Timbangan',
  postingOpname: 'Posting Stock Opname',
} as const;

/** The signed-in store (the screens act for it). */
export function sessionToko(): string | undefined {
  return getSession()?.kode_toko;
}

/** The store's business date (documents carry it). */
export function sessionTanggal(): string | undefined {
  return getSession()?.tgl_system;
}

/** A link to the screen's report, for users whose menu holds it. */
export function ReportLink({ to }: { to: string }) {
  const session = getSession();
  if (!session || !canAccess(session, to)) return null;
  return (
    <Anchor component={Link} to={to} size="sm">
      {GOODS_TEXT.lihatLaporan}
    </Anchor>
  );
}

export interface GoodsPageProps {
  path: string;
  children: ReactNode;
  /** Right of the title (a link to the screen's report…). */
  aside?: ReactNode;
}

/** The frame of a goods screen at a dense 1366×768: the page frame (breadcrumb, heading, aside), a card with the screen. */
export function GoodsPage({ path, children, aside }: GoodsPageProps) {
  return (
    <PageFrame path={path} actions={aside}>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="xs">{children}</Stack>
      </Paper>
    </PageFrame>
  );
}

/** The questions before a goods document is written (what moves where); the figures are shown beneath. */
export const GOODS_CONFIRM = {
  pindahBarang: (qty: number, baki: string) => `Pindahkan ${qty} Barang Ke Baki ${baki}?`,
  pindahSortir: (qty: number, baki: string) => `Pindahkan ${qty} Barang Ke Baki Sortir ${baki}?`,
  konversi: (qty: number, group: string, dept: string) => `Konversi ${qty} Barang Ke ${group} / ${dept}?`,
  kirimCucian: (qty: number) => `Kirim ${qty} Barang Ke Cucian?`,
  ambilCucian: (qty: number, no: string) => `Ambil ${qty} Barang Dari Cucian ${no}?`,
  timbang: (baki: string) => `Simpan Timbangan Baki ${baki}?`,
} as const;
