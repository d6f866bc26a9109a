// The owner's page's backups: the last good one (when, where, size, proven), red when the newest good one is
// older than a day or there is none, 'Cadangkan Sekarang', and the newest few with their result. The server
// answers 'Cadangkan Sekarang' once the archive is written and proven (seconds on the embedded database).
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconDatabaseExport } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { BACKUP_BASI_JAM, backupApi, MESSAGES, type BackupRow } from '@kencana/core';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';

export const BACKUP_TEXT = {
  judul: 'Cadangan Data',
  daftar: 'Daftar Cadangan',
  cadangkan: 'Cadangkan Sekarang',
  terakhir: 'Cadangan terakhir',
  belumAda: 'Belum ada cadangan yang terverifikasi',
  basi: `Cadangan terverifikasi terakhir lebih dari ${BACKUP_BASI_JAM} jam yang lalu`,
  terverifikasi: 'Terverifikasi',
  gagal: 'Gagal',
  waktu: 'Waktu',
  pemicu: 'Pemicu',
  ukuran: 'Ukuran',
  tujuan: 'Tujuan',
  status: 'Status',
  isi: 'Isi',
  baris: 'baris',
  berkas: 'berkas',
} as const;

const PEMICU: Record<BackupRow['pemicu'], string> = {
  TUTUP: 'Tutup Toko',
  JADWAL: 'Jadwal',
  MANUAL: 'Manual',
  MIGRASI: 'Sebelum Migrasi',
  CLI: 'Perintah',
};

/** Bytes as a person reads them: 6.2 MB, 840 KB. */
export function ukuran(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const waktu = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');
const tujuan = (row: BackupRow) => row.tujuan.map((d) => `${d.tujuan}${d.ok ? '' : ' ✗'}`).join(', ');

/** A backup of minutes (a big shop's photos) must not be cut by the client's usual 5 s. */
const BACKUP_TIMEOUT_MS = 30 * 60_000;

type BackupList = { terakhir: BackupRow | null; basi: boolean; daftar: BackupRow[] };

/** The panel as it shows a list: red when the newest good backup is older than a day or there is none. */
export function BackupView({ data, busy, onBackup }: { data: BackupList | undefined; busy: boolean; onBackup: () => void }) {
  const last = data?.terakhir ?? null;
  const stale = data?.basi ?? false;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      role="region"
      aria-label={BACKUP_TEXT.judul}
      style={stale && data ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {BACKUP_TEXT.judul}
          </Text>
          {data && (
            <Text size="sm" fw={600} c={stale ? 'red' : 'green'} data-stale={stale}>
              {last
                ? `${BACKUP_TEXT.terakhir}: ${waktu(last.finished_at)} · ${ukuran(last.bytes)} · ${tujuan(last)} · ${BACKUP_TEXT.terverifikasi}`
                : BACKUP_TEXT.belumAda}
            </Text>
          )}
          {data && last && stale && (
            <Text size="xs" c="red">
              {BACKUP_TEXT.basi}
            </Text>
          )}
        </Stack>
        <Button size="xs" variant="light" leftSection={<IconDatabaseExport size={14} />} loading={busy} onClick={onBackup}>
          {BACKUP_TEXT.cadangkan}
        </Button>
      </Group>
      {data && data.daftar.length > 0 && (
        <Table mt="xs" fz="xs" verticalSpacing={2} striped aria-label={BACKUP_TEXT.daftar}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{BACKUP_TEXT.waktu}</Table.Th>
              <Table.Th>{BACKUP_TEXT.pemicu}</Table.Th>
              <Table.Th>{BACKUP_TEXT.ukuran}</Table.Th>
              <Table.Th>{BACKUP_TEXT.isi}</Table.Th>
              <Table.Th>{BACKUP_TEXT.tujuan}</Table.Th>
              <Table.Th>{BACKUP_TEXT.status}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.daftar.slice(0, 5).map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{waktu(row.started_at)}</Table.Td>
                <Table.Td>{PEMICU[row.pemicu]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.bytes > 0 ? ukuran(row.bytes) : '-'}</Table.Td>
                <Table.Td
                  style={{ whiteSpace: 'nowrap' }}
                >{`${row.baris.toLocaleString('en-US')} ${BACKUP_TEXT.baris}, ${row.berkas} ${BACKUP_TEXT.berkas}`}</Table.Td>
                <Table.Td>
                  <Tooltip
                    label={row.tujuan.map((d) => `${d.tujuan}: ${d.lokasi}${d.keterangan ? ` (${d.keterangan})` : ''}`).join('\n') || '-'}
                    multiline
                  >
                    <Text size="xs">{tujuan(row) || '-'}</Text>
                  </Tooltip>
                </Table.Td>
                <Table.Td>
                  <Tooltip label={row.keterangan || row.file} multiline maw={420}>
                    <Badge size="xs" variant="light" color={row.verified ? 'green' : 'red'}>
                      {row.verified ? BACKUP_TEXT.terverifikasi : BACKUP_TEXT.gagal}
                    </Badge>
                  </Tooltip>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

export function BackupPanel() {
  const query = useApiQuery(backupApi.daftarBackup);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      const answer = await callApi(backupApi.buatBackup, { body: { PROSES: 'backup' } }, { timeoutMs: BACKUP_TIMEOUT_MS });
      if (answer.data.verified) notifySuccess(answer.message);
      else notifyWarning(answer.message);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setBusy(false);
      await query.refetch();
    }
  };
  return <BackupView data={query.data?.data} busy={busy} onBackup={() => void start()} />;
}
