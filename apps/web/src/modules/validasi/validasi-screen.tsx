// The day's blind count (/validasi-penjualan and /validasi-jual-beli). The supervisor types what
// the drawer holds (CASH) and what the bank/EDC shows per non-cash method, WITHOUT seeing what the books
// expect: the screen never has that figure before the count is stored. The server answers the expected
// figures and the differences once the count is saved, and the count is final (a recount only after new
// documents). A difference beyond the store's tolerance waits for an OWN/SU approval, asked here through the
// approval dialog (user id, password, reason); the close of day waits for it. The count also validates the
// day's documents, so this one screen replaces the per-document validation. Both routes show it; they stay
// open while the store's day is behind, so yesterday's drawer is counted before Tutup Toko.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconCash, IconRefresh, IconShieldCheck } from '@tabler/icons-react';
import { formatRupiah, MESSAGES, validasiApi, type HitungKasHasil, type Otorisasi } from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { notifySuccess } from '../../lib/notify.ts';

export const HITUNG_TEXT = {
  tanggal: 'Tanggal System',
  transaksi: 'Jumlah Transaksi',
  metode: 'Pembayaran',
  laci: 'CASH (ISI LACI)',
  dihitung: 'Jumlah Dihitung',
  seharusnya: 'Seharusnya',
  selisih: 'Selisih',
  simpan: 'Simpan Hitung Kas',
  konfirmasi: 'Simpan Hitung Kas Ini? Hitungan Tidak Dapat Diubah Setelah Disimpan',
  petunjuk: 'Hitung uang di laci dan cocokkan mutasi bank/EDC per metode. Jumlah seharusnya ditampilkan setelah hitungan disimpan.',
  selesai: 'SELESAI',
  menunggu: 'MENUNGGU OTORISASI',
  mintaOtorisasi: 'Minta Otorisasi OWN/SU',
  dihitungOleh: 'Dihitung Oleh',
  disetujuiOleh: 'Disetujui Oleh',
  alasan: 'Alasan',
  noDokumen: 'No Dokumen Selisih',
  muatUlang: 'Muat Ulang',
  deskripsiOtorisasi: 'Setujui selisih hitung kas',
} as const;

const label = (jenis: string) => (jenis === 'CASH' ? HITUNG_TEXT.laci : jenis);

export function ValidasiScreen({ jenis }: { jenis: 'JUAL' | 'JUAL_BELI' }) {
  const path = jenis === 'JUAL' ? '/validasi-penjualan' : '/validasi-jual-beli';
  const queryClient = useQueryClient();
  const query = useApiQuery(validasiApi.dataHitungKas, { query: {} }, { staleTime: 0 });
  const day = query.data?.data;
  const [counted, setCounted] = useState<Record<string, string>>({});
  const [approving, setApproving] = useState(false);
  const { saving, result, clearResult, submit } = useDocumentSave();
  const reload = () => queryClient.invalidateQueries({ queryKey: [validasiApi.dataHitungKas.path] });

  const save = () => {
    if (!day) return Promise.resolve(false);
    const uang = day.metode.map((m) => ({ jenis: m, jumlah: Number(counted[m] || 0) }));
    return submit({
      schema: validasiApi.hitungKas.body,
      body: { tgl_system: day.tgl_system, uang },
      confirm: { message: HITUNG_TEXT.konfirmasi },
      write: async (key, body) => {
        const answer = await callApi(validasiApi.hitungKas, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.data.no_dokumen };
      },
      afterSuccess: () => {
        // The stored count below is the result (its differences, its status): no document panel above it,
        // the notice says whether an approval is needed.
        clearResult();
        setCounted({});
        return reload();
      },
    });
  };

  const approve = async (otorisasi: Otorisasi) => {
    if (!day) return;
    const answer = await callApi(validasiApi.otorisasiHitungKas, { body: { tgl_system: day.tgl_system, otorisasi } });
    notifySuccess(answer.message);
    await reload();
  };

  const hasil = day?.hasil ?? null;
  const totalSelisih = hasil ? hasil.rows.reduce((sum, r) => sum + r.selisih, 0) : 0;

  return (
    <PageFrame
      path={path}
      actions={
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} />}
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {HITUNG_TEXT.muatUlang}
        </Button>
      }
    >
      <Stack gap="sm">
        <DocumentResultPanel result={result} onClose={clearResult} />
        <Paper withBorder radius="md" p="sm">
          <Group gap="lg">
            <Text size="sm">
              {HITUNG_TEXT.tanggal}: <b>{day?.tgl_system ?? '-'}</b> · {day?.kode_toko ?? ''}
            </Text>
            <Text size="sm">
              {HITUNG_TEXT.transaksi}: <b>{day?.jumlah_transaksi ?? 0}</b>
            </Text>
            {hasil && (
              <Badge color={hasil.status === 'SELESAI' ? 'green' : 'orange'} variant="light">
                {hasil.status === 'SELESAI' ? HITUNG_TEXT.selesai : HITUNG_TEXT.menunggu}
              </Badge>
            )}
          </Group>
        </Paper>
        {day && !hasil && (
          <Paper withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {HITUNG_TEXT.petunjuk}
              </Text>
              <Table withRowBorders={false} verticalSpacing={4} w={480} onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{HITUNG_TEXT.metode}</Table.Th>
                    <Table.Th>{HITUNG_TEXT.dihitung}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {day.metode.map((m) => (
                    <Table.Tr key={m}>
                      <Table.Td>{label(m)}</Table.Td>
                      <Table.Td>
                        <MoneyInput
                          aria-label={`${HITUNG_TEXT.dihitung} ${m}`}
                          size="xs"
                          w={200}
                          value={counted[m] ?? ''}
                          onValueChange={(v) => setCounted((c) => ({ ...c, [m]: v }))}
                        />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Group>
                <SaveButton
                  size="xs"
                  saving={saving}
                  label={HITUNG_TEXT.simpan}
                  icon={<IconCash size={14} />}
                  onClick={() => void save()}
                />
              </Group>
            </Stack>
          </Paper>
        )}
        {hasil && <HasilHitung hasil={hasil} />}
        {hasil?.status === 'MENUNGGU_OTORISASI' && (
          <Group>
            <Button size="xs" color="orange" leftSection={<IconShieldCheck size={14} />} onClick={() => setApproving(true)}>
              {HITUNG_TEXT.mintaOtorisasi}
            </Button>
          </Group>
        )}
        {day && (
          <ApprovalDialog
            opened={approving}
            onClose={() => setApproving(false)}
            description={`${HITUNG_TEXT.deskripsiOtorisasi} ${day.kode_toko} ${day.tgl_system}: ${HITUNG_TEXT.selisih} ${formatRupiah(totalSelisih)}`}
            onApprove={approve}
          />
        )}
        {query.isError && <Text c="red">{MESSAGES.terjadiKesalahanSaatMengirimData}</Text>}
      </Stack>
    </PageFrame>
  );
}

/** The stored count: per method counted, expected and the difference, with who counted and approved. */
function HasilHitung({ hasil }: { hasil: HitungKasHasil }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Table withRowBorders verticalSpacing={4} w={640}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{HITUNG_TEXT.metode}</Table.Th>
            <Table.Th ta="right">{HITUNG_TEXT.dihitung}</Table.Th>
            <Table.Th ta="right">{HITUNG_TEXT.seharusnya}</Table.Th>
            <Table.Th ta="right">{HITUNG_TEXT.selisih}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hasil.rows.map((r) => (
            <Table.Tr key={r.jenis}>
              <Table.Td>{label(r.jenis)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.dihitung)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(r.diharapkan)}</Table.Td>
              <Table.Td ta="right" c={r.selisih === 0 ? 'green' : 'red'}>
                {formatRupiah(r.selisih)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group gap="lg" mt="xs">
        <Text size="sm">
          {HITUNG_TEXT.dihitungOleh}: <b>{hasil.dihitung_oleh}</b>
        </Text>
        {hasil.disetujui_oleh && (
          <Text size="sm">
            {HITUNG_TEXT.disetujuiOleh}: <b>{hasil.disetujui_oleh}</b>
          </Text>
        )}
        {hasil.no_dokumen && (
          <Text size="sm">
            {HITUNG_TEXT.noDokumen}: <b>{hasil.no_dokumen}</b>
          </Text>
        )}
        {hasil.alasan && (
          <Text size="sm">
            {HITUNG_TEXT.alasan}: <b>{hasil.alasan}</b>
          </Text>
        )}
      </Group>
    </Paper>
  );
}
