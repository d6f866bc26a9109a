// What every screen of this module shares: the page frame (breadcrumb Dashboard / Barang / screen, the
// screen's title, then a dense card), the result of the last document, the words of the screens, and the
// helpers that read the signed-in store.
import type { ReactNode } from 'react';
import { Alert, Anchor, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatGrams, formatQty } from '@kencana/core';
import type { DocumentResultValue } from '../../components/document/index.ts';
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

export type { DocumentResultValue };

/** The last document the screen wrote: its number, what it moved. Closed by the user or the next one. */
export function DocumentResult({ result, onClose }: { result: DocumentResultValue | null; onClose: () => void }) {
  if (!result) return null;
  const parts = [
    `${GOODS_TEXT.noDokumen} ${result.no_dokumen}`,
    result.qty !== undefined ? `${formatQty(result.qty)} ${GOODS_TEXT.barang}` : null,
    result.berat !== undefined ? `${formatGrams(result.berat, 3)} ${GOODS_TEXT.gr}` : null,
    result.extra ?? null,
  ].filter(Boolean);
  return (
    <Alert color="green" variant="light" p="xs" icon={<IconCircleCheck size={18} />} withCloseButton onClose={onClose} title={result.message} role="status" aria-live="polite">
      <Text size="sm" data-testid="hasil-dokumen">
        {parts.join(' · ')}
      </Text>
    </Alert>
  );
}
