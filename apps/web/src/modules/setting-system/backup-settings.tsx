// Setting System's backups (OWN/SU): how often a backup is taken besides every close of day, the second folder
// (a USB drive) and S3 every archive is copied to, and how many daily and monthly archives are kept. Saved on
// its own (the server checks the folder exists and takes a file), beside the chain's other settings.
import { useState } from 'react';
import { Group, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { BACKUP_JADWAL_PILIHAN, BACKUP_LABELS as L, BACKUP_SIMPAN_MAKS, backupApi, type BackupSetting } from '@kencana/core';
import { SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';

export const BACKUP_SETTING_TEXT = {
  judul: 'Cadangan Data (Backup)',
  ket: 'Setiap cadangan berisi database dan foto barang, dienkripsi dengan kunci toko (KENCANA_DATA_KEY atau kencana.key), lalu diuji dengan memulihkannya ke database sementara. Simpan salinan kunci di tempat lain: tanpa kunci, cadangan tidak dapat dibuka.',
  mati: 'Mati (hanya saat tutup toko dan manual)',
  jam: 'Jam',
  folderUtama: 'Folder utama',
  folderKet: 'Path lengkap di komputer server, mis. /media/usb/kencana atau D:\\Kencana. Kosongkan bila tidak dipakai.',
  s3Ket: 'Dikirim ke',
  s3Tidak: 'Penyimpanan S3 belum diatur di server (S3_ENDPOINT dan S3_BUCKET).',
  simpanKet: 'Cadangan terbaru tiap hari dan tiap bulan yang disimpan; yang lebih lama dihapus.',
  simpan: 'Simpan Jadwal Cadangan',
} as const;

const JADWAL_DATA = BACKUP_JADWAL_PILIHAN.map((n) => ({
  value: String(n),
  label: n === 0 ? BACKUP_SETTING_TEXT.mati : `${n} ${BACKUP_SETTING_TEXT.jam}`,
}));

export function BackupSettings() {
  const queryClient = useQueryClient();
  const query = useApiQuery(backupApi.getBackupSetting);
  const [edits, setEdits] = useState<Partial<BackupSetting>>({});
  const { saving, submit } = useDocumentSave();
  const loaded = query.data?.data;
  const setting = loaded ? ({ ...loaded.setting, ...edits } as BackupSetting) : null;
  const set = (patch: Partial<BackupSetting>) => setEdits((current) => ({ ...current, ...patch }));
  const save = () =>
    submit({
      schema: backupApi.simpanBackupSetting.body,
      body: setting,
      write: async (_key, body) => {
        const answer = await callApi(backupApi.simpanBackupSetting, { body });
        return { message: answer.message, no_dokumen: '' };
      },
      afterSuccess: async () => {
        setEdits({});
        await queryClient.invalidateQueries({ queryKey: [backupApi.getBackupSetting.path] });
      },
    });
  return (
    <Paper withBorder radius="md" p="md" style={{ gridColumn: 'span 3' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>{BACKUP_SETTING_TEXT.judul}</Title>
          <SaveButton
            size="xs"
            saving={saving}
            label={BACKUP_SETTING_TEXT.simpan}
            icon={<IconDeviceFloppy size={14} />}
            onClick={() => void save()}
            disabled={!setting}
          />
        </Group>
        <Text size="xs" c="dimmed">
          {BACKUP_SETTING_TEXT.ket}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Select
            label={L.jadwal_jam}
            size="xs"
            data={JADWAL_DATA}
            value={String(setting?.jadwal_jam ?? 4)}
            disabled={!setting}
            allowDeselect={false}
            onChange={(v) => set({ jadwal_jam: Number(v ?? 4) as BackupSetting['jadwal_jam'] })}
          />
          <Switch
            mt="lg"
            label={L.saat_tutup}
            checked={setting?.saat_tutup ?? true}
            disabled={!setting}
            onChange={(e) => set({ saat_tutup: e.currentTarget.checked })}
          />
          <Switch
            mt="lg"
            label={L.s3}
            description={loaded?.s3_tersedia ? `${BACKUP_SETTING_TEXT.s3Ket} ${loaded.s3_lokasi}` : BACKUP_SETTING_TEXT.s3Tidak}
            checked={setting?.s3 ?? false}
            disabled={!setting || !loaded?.s3_tersedia}
            onChange={(e) => set({ s3: e.currentTarget.checked })}
          />
          <TextInput
            label={L.folder}
            size="xs"
            placeholder="/media/usb/kencana"
            description={BACKUP_SETTING_TEXT.folderKet}
            value={setting?.folder ?? ''}
            disabled={!setting}
            onChange={(e) => set({ folder: e.currentTarget.value })}
          />
          <NumberInput
            label={L.simpan_harian}
            size="xs"
            min={1}
            max={BACKUP_SIMPAN_MAKS.harian}
            allowDecimal={false}
            allowNegative={false}
            value={setting?.simpan_harian ?? ''}
            disabled={!setting}
            onChange={(v) => set({ simpan_harian: (typeof v === 'number' ? v : undefined) as number })}
          />
          <NumberInput
            label={L.simpan_bulanan}
            size="xs"
            min={1}
            max={BACKUP_SIMPAN_MAKS.bulanan}
            allowDecimal={false}
            allowNegative={false}
            value={setting?.simpan_bulanan ?? ''}
            disabled={!setting}
            onChange={(v) => set({ simpan_bulanan: (typeof v === 'number' ? v : undefined) as number })}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {`${BACKUP_SETTING_TEXT.folderUtama}: ${loaded?.folder_utama ?? '-'} · ${BACKUP_SETTING_TEXT.simpanKet}`}
        </Text>
      </Stack>
    </Paper>
  );
}
