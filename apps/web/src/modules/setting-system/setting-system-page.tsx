// /settingsystem: the chain's parameters (rounding, discount limits per level, the daily price gate, PPN
// rates) and one store's (PKP), in one form saved at once; the chain's are read-only below OWN/SU. What the server answers is shown; what was
// changed here is kept on top of it until saved (no loader effect: the edits are a diff over the query).
import { useState, type ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  bulatkanKeAtas,
  bulatkanKeBawah,
  formatRupiah,
  HARI_PER_PERIODE,
  hitungMdr,
  hitungPpn,
  isPrivilegedLevel,
  MESSAGES,
  PEMBULATAN_PILIHAN,
  PERIODE_BUNGA,
  PERSEN_PATTERN,
  type PeriodeBunga,
  SETTING_SYSTEM_LABELS as L,
  settingSystemApi,
  type SettingSystemValues,
} from '@kencana/core';
import { SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { getSession } from '../../lib/session.ts';
// Backups: the schedule and the destinations (OWN/SU).
import { BackupSettings } from './backup-settings.tsx';

export const SETTING_SYSTEM_TEXT = {
  pembulatan: 'Pembulatan Harga',
  pembulatanJualKet: 'Harga jual per barang dibulatkan ke atas.',
  pembulatanBeliKet: 'Harga beli (pembayaran ke customer) dibulatkan ke bawah, agar dapat dibayar dengan uang kertas.',
  contoh: 'Contoh',
  diskon: 'Batas Diskon Per Barang',
  diskonKet: 'Persen dari harga barang sebelum diskon. OWN dan SU tidak dibatasi; diskon lebih besar ditolak.',
  hargaHarian: 'Harga Emas Harian',
  hargaHarianKet: 'Penjualan dan pembelian ditolak sampai harga emas kategori tersebut untuk tanggal toko hari ini diisi.',
  bukaHargaEmas: 'Buka Master Harga Emas',
  ppn: 'PPN',
  ppnKet: 'Harga sudah termasuk PPN: nota toko PKP mencetak DPP dan PPN per barang, total uang tidak berubah.',
  toko: 'Toko',
  pkpKet: 'PPN dicatat dan dicetak hanya untuk toko PKP.',
  laporanPpn: 'Laporan PPN',
  poin: 'Poin Member',
  poinKet: 'Kelipatan belanja dan poin yang didapat diatur di Master Parameter Point.',
  bukaParameterPoint: 'Buka Master Parameter Point',
  hutang: 'Hutang (Gadai)',
  hutangKet:
    'Bunga dihitung per periode yang sudah berjalan (dibulatkan ke atas Rp 500). Lewat jatuh tempo ditambah masa tenggang, hutang berstatus jatuh tempo dan denda dihitung per periode dari pokok. Periode bunga berlaku untuk hutang baru (hutang berjalan tetap memakai periodenya); masa tenggang dan denda berlaku untuk semua hutang aktif.',
  periode15Hari: 'Per 15 Hari',
  periodeBulan: 'Per Bulan',
  bukaKondisiPinjaman: 'Buka Master Kondisi Pinjaman',
  mdr: 'Biaya Non Tunai (MDR)',
  mdrKet:
    'Persen yang dipotong bank dari pembayaran QRIS dan kartu (EDC). Laporan Keuangan Non Cash menampilkan biaya dan neto dengan tarif ini; 0 berarti biaya tidak diketahui.',
  laporanNonCash: 'Laporan Keuangan Non Cash',
  biaya: 'biaya',
  neto: 'neto',
  simpan: 'Simpan Setting',
  tanpa: 'Tanpa',
} as const;

const EXAMPLE = 5_084_143;
const pembulatanLabel = (n: number) => (n === 1 ? SETTING_SYSTEM_TEXT.tanpa : formatRupiah(n).replace('Rp. ', ''));
const PEMBULATAN_DATA = PEMBULATAN_PILIHAN.map((n) => ({ value: String(n), label: pembulatanLabel(n) }));
const PERIODE_LABEL: Record<PeriodeBunga, string> = {
  '15_HARI': SETTING_SYSTEM_TEXT.periode15Hari,
  BULAN: SETTING_SYSTEM_TEXT.periodeBulan,
};
const PERIODE_DATA = PERIODE_BUNGA.map((p) => ({ value: p, label: `${PERIODE_LABEL[p]} (${HARI_PER_PERIODE[p]} hari)` }));

function Section({ title, children, span }: { title: string; children: ReactNode; span?: 2 | 3 }) {
  return (
    <Paper withBorder radius="md" p="md" style={span ? { gridColumn: `span ${span}` } : undefined}>
      <Stack gap="sm">
        <Title order={5}>{title}</Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** One choice among a few values: its label above, the segments, and an optional note below. */
function Choice({
  label,
  data,
  value,
  disabled,
  onChange,
  children,
}: {
  label: string;
  data: { value: string; label: string }[];
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  children?: ReactNode;
}) {
  return (
    <Stack gap={4}>
      <Text size="xs" fw={500}>
        {label}
      </Text>
      <SegmentedControl size="xs" aria-label={label} data={data} value={value} disabled={disabled} onChange={onChange} />
      {children}
    </Stack>
  );
}

export default function SettingSystemPage() {
  const queryClient = useQueryClient();
  const session = getSession();
  const privileged = isPrivilegedLevel(session?.level ?? '');
  const [toko, setToko] = useState<string | null>(session?.kode_toko ?? null);
  const query = useApiQuery(settingSystemApi.getSettingSystem, { query: { kode_toko: toko ?? undefined } });
  const [edits, setEdits] = useState<Partial<SettingSystemValues>>({});
  const [pkpEdits, setPkpEdits] = useState<Record<string, boolean>>({});
  const { saving, submit } = useDocumentSave();

  const loaded = query.data?.data;
  const system = loaded ? ({ ...loaded.system, ...edits } as SettingSystemValues) : null;
  // The chain's settings apply to every store: only OWN/SU change them (the server refuses anyone else); the
  // store's PKP flag stays with its staff who hold the menu.
  const chainLocked = !system || !privileged;
  const pkp = loaded ? (pkpEdits[loaded.toko.kode_toko] ?? loaded.toko.pkp) : false;
  const set = (patch: Partial<SettingSystemValues>) => setEdits((current) => ({ ...current, ...patch }));

  const save = () =>
    submit({
      // The contract's schema names the field of a bad value ('Diskon Maks Kasir: Harus Berupa Persen …').
      schema: settingSystemApi.simpanSettingSystem.body,
      body: { system, toko: { kode_toko: loaded?.toko.kode_toko, pkp } },
      write: async (_key, body) => {
        const answer = await callApi(settingSystemApi.simpanSettingSystem, { body });
        return { message: answer.message, no_dokumen: '' };
      },
      afterSuccess: async () => {
        setEdits({});
        setPkpEdits({});
        await queryClient.invalidateQueries({ queryKey: [settingSystemApi.getSettingSystem.path] });
      },
    });

  const persenInput = (
    key:
      | 'diskon_maks_kasir'
      | 'diskon_maks_admin'
      | 'ppn_tarif_faktur'
      | 'ppn_tarif_non_faktur'
      | 'ppn_tarif_jasa'
      | 'hutang_denda_persen'
      | 'mdr_qris'
      | 'mdr_debit'
      | 'mdr_kredit',
  ) => (
    <TextInput
      label={L[key]}
      size="xs"
      inputMode="decimal"
      rightSection={<Text size="xs">%</Text>}
      value={system?.[key] ?? ''}
      disabled={chainLocked}
      onChange={(e) => set({ [key]: e.currentTarget.value })}
    />
  );

  const ppnContoh = system ? hitungPpn(10_000_000, system.ppn_tarif_non_faktur) : null;
  // The example of the QRIS rate as typed; a rate the contract will refuse shows no example.
  const mdrContoh =
    system && PERSEN_PATTERN.test(system.mdr_qris.replace(',', '.')) ? hitungMdr(1_000_000, system.mdr_qris.replace(',', '.')) : null;

  return (
    <PageFrame
      path="/settingsystem"
      actions={
        <SaveButton
          size="xs"
          saving={saving}
          label={SETTING_SYSTEM_TEXT.simpan}
          icon={<IconDeviceFloppy size={14} />}
          onClick={() => void save()}
          disabled={!system}
        />
      }
    >
      {privileged ? null : (
        <Alert color="gray" variant="light" icon={<IconLock size={16} aria-hidden />} mb="sm" p="xs">
          <Text size="sm">{MESSAGES.hanyaOwnSuSettingSeluruhToko}</Text>
        </Alert>
      )}
      <SimpleGrid cols={3} spacing="md">
        <Section title={SETTING_SYSTEM_TEXT.pembulatan}>
          <Choice
            label={L.pembulatan_jual}
            data={PEMBULATAN_DATA}
            value={String(system?.pembulatan_jual ?? 500)}
            disabled={chainLocked}
            onChange={(v) => set({ pembulatan_jual: Number(v) as SettingSystemValues['pembulatan_jual'] })}
          >
            <Text size="xs" c="dimmed">
              {SETTING_SYSTEM_TEXT.pembulatanJualKet} {SETTING_SYSTEM_TEXT.contoh}: {formatRupiah(EXAMPLE)} →{' '}
              {formatRupiah(bulatkanKeAtas(EXAMPLE, system?.pembulatan_jual))}
            </Text>
          </Choice>
          <Choice
            label={L.pembulatan_beli}
            data={PEMBULATAN_DATA}
            value={String(system?.pembulatan_beli ?? 1)}
            disabled={chainLocked}
            onChange={(v) => set({ pembulatan_beli: Number(v) as SettingSystemValues['pembulatan_beli'] })}
          >
            <Text size="xs" c="dimmed">
              {SETTING_SYSTEM_TEXT.pembulatanBeliKet} {SETTING_SYSTEM_TEXT.contoh}: {formatRupiah(EXAMPLE)} →{' '}
              {formatRupiah(bulatkanKeBawah(EXAMPLE, system?.pembulatan_beli))}
            </Text>
          </Choice>
        </Section>

        <Section title={SETTING_SYSTEM_TEXT.diskon}>
          <SimpleGrid cols={2} spacing="xs">
            {persenInput('diskon_maks_kasir')}
            {persenInput('diskon_maks_admin')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {SETTING_SYSTEM_TEXT.diskonKet}
          </Text>
        </Section>

        <Section title={SETTING_SYSTEM_TEXT.hargaHarian}>
          <Switch
            label={L.wajib_harga_harian}
            description={SETTING_SYSTEM_TEXT.hargaHarianKet}
            checked={system?.wajib_harga_harian ?? false}
            disabled={chainLocked}
            onChange={(e) => set({ wajib_harga_harian: e.currentTarget.checked })}
          />
          <Anchor component={Link} to="/master-parameter-harga-emas" size="xs">
            {SETTING_SYSTEM_TEXT.bukaHargaEmas}
          </Anchor>
        </Section>

        <Section title={SETTING_SYSTEM_TEXT.ppn} span={2}>
          <SimpleGrid cols={3} spacing="xs">
            {persenInput('ppn_tarif_faktur')}
            {persenInput('ppn_tarif_non_faktur')}
            {persenInput('ppn_tarif_jasa')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {SETTING_SYSTEM_TEXT.ppnKet}
            {ppnContoh
              ? ` ${SETTING_SYSTEM_TEXT.contoh}: ${formatRupiah(10_000_000)} = DPP ${formatRupiah(ppnContoh.dpp)} + PPN ${formatRupiah(ppnContoh.ppn)}.`
              : ''}
          </Text>
          <Group gap="md" align="flex-end">
            {privileged ? (
              <MasterSelect
                list="toko"
                label={SETTING_SYSTEM_TEXT.toko}
                size="xs"
                w={220}
                value={toko}
                onChange={setToko}
                allowDeselect={false}
              />
            ) : (
              <Text size="sm">
                {SETTING_SYSTEM_TEXT.toko}: {loaded?.toko.kode_toko ?? '-'}
              </Text>
            )}
            <Switch
              label={`${L.pkp}${loaded ? ` (${loaded.toko.nama_toko})` : ''}`}
              description={SETTING_SYSTEM_TEXT.pkpKet}
              checked={pkp}
              disabled={!loaded}
              onChange={(e) => {
                const checked = e.currentTarget.checked;
                if (loaded) setPkpEdits((current) => ({ ...current, [loaded.toko.kode_toko]: checked }));
              }}
            />
            <Anchor component={Link} to="/laporan-ppn" size="xs">
              {SETTING_SYSTEM_TEXT.laporanPpn}
            </Anchor>
          </Group>
        </Section>

        <Section title={SETTING_SYSTEM_TEXT.poin}>
          <Text size="xs" c="dimmed">
            {SETTING_SYSTEM_TEXT.poinKet}
          </Text>
          <Anchor component={Link} to="/master-parameter-point" size="xs">
            {SETTING_SYSTEM_TEXT.bukaParameterPoint}
          </Anchor>
        </Section>
        <Section title={SETTING_SYSTEM_TEXT.mdr} span={3}>
          <SimpleGrid cols={3} spacing="xs">
            {persenInput('mdr_qris')}
            {persenInput('mdr_debit')}
            {persenInput('mdr_kredit')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {SETTING_SYSTEM_TEXT.mdrKet}
            {mdrContoh
              ? ` ${SETTING_SYSTEM_TEXT.contoh} QRIS ${formatRupiah(1_000_000)}: ${SETTING_SYSTEM_TEXT.biaya} ${formatRupiah(mdrContoh.biaya)}, ${SETTING_SYSTEM_TEXT.neto} ${formatRupiah(mdrContoh.neto)}.`
              : ''}
          </Text>
          <Anchor component={Link} to="/laporan-keuangan-non-cash" size="xs">
            {SETTING_SYSTEM_TEXT.laporanNonCash}
          </Anchor>
        </Section>
        <Section title={SETTING_SYSTEM_TEXT.hutang} span={3}>
          <SimpleGrid cols={3} spacing="xs">
            <Choice
              label={L.hutang_periode_bunga}
              data={PERIODE_DATA}
              value={system?.hutang_periode_bunga ?? 'BULAN'}
              disabled={chainLocked}
              onChange={(v) => set({ hutang_periode_bunga: v as PeriodeBunga })}
            />
            <NumberInput
              label={L.hutang_masa_tenggang}
              size="xs"
              min={0}
              allowDecimal={false}
              allowNegative={false}
              value={system?.hutang_masa_tenggang ?? ''}
              disabled={chainLocked}
              // An emptied field is sent as it is, so the contract names it ('… Harus Diisi').
              onChange={(v) => set({ hutang_masa_tenggang: (typeof v === 'number' ? v : undefined) as number })}
            />
            {persenInput('hutang_denda_persen')}
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {SETTING_SYSTEM_TEXT.hutangKet}
          </Text>
          <Anchor component={Link} to="/master-kondisi-pinjaman" size="xs">
            {SETTING_SYSTEM_TEXT.bukaKondisiPinjaman}
          </Anchor>
        </Section>
        {privileged && <BackupSettings />}
      </SimpleGrid>
    </PageFrame>
  );
}
