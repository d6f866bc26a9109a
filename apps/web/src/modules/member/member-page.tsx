// What the member screens share: the frame (breadcrumb Dashboard / Member / screen, the spec's title, a
// dense card) and the words of the screens (labels, not messages).
import type { ReactNode } from 'react';
import { Paper, Stack } from '@mantine/core';
import { PageFrame } from '../../components/page-frame/index.ts';

export const MEMBER_TEXT = {
  poin: 'Poin',
  jumlahPoin: 'Jumlah Poin (+ Tambah / − Kurangi)',
  keterangan: 'Keterangan',
  simpan: 'Simpan',
  hadiah: 'Hadiah',
  pilihHadiah: 'Pilih Hadiah',
  jumlah: 'Jumlah',
  tukar: 'Tukar Point',
  poinDibutuhkan: 'Poin Dibutuhkan',
  stok: 'Stok',
  sisaPoin: 'Sisa Poin',
  tanggalAwal: 'Tanggal Awal',
  tanggalAkhir: 'Tanggal Akhir',
  tampilkan: 'Tampilkan',
  tanggal: 'Tanggal',
  jenis: 'Jenis',
  noRef: 'No Dokumen',
  toko: 'Toko',
  total: 'Total',
  saldo: 'Saldo Poin',
  noTransaksi: 'No Transaksi',
} as const;

export function MemberPage({ path, children }: { path: string; children: ReactNode }) {
  return (
    <PageFrame path={path}>
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">{children}</Stack>
      </Paper>
    </PageFrame>
  );
}
