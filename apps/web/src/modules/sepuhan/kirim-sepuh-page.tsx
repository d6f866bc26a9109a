// /kirim-sepuh: choose an SS tray and a type; its total weight and qty are shown read-only (GET sortir-sepuh);
// enter the refined (sepuh) and damaged (rusak) weight and qty — refined + damaged may not exceed the total
// (the add button is disabled while they do) — and add the line (one per type: 'Barang Sudah Ada Di Tabel').
// Kirim (disabled while the table is empty) posts kirim-sepuh and prints the 3 copies (Internal, Owner,
// Tukang). What is not sent stays on the tray.
import { useEffect, useState } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { addGrams, buildSlip, compareGrams, formatGrams, kirimSepuhSlip, MESSAGES, sepuhanApi, sumGrams, WAREHOUSE, type KirimSepuhLine } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { DigitsInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { draftKey, useLocalDraft } from '../../lib/local-draft.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';
import { slipShop } from '../../lib/slip-shop.ts';
import { useTrayOptions } from './shared.tsx';

export const KIRIM_SEPUH_TEXT = {
  baki: 'Kode Baki',
  jenis: 'Kode Jenis',
  jumlahBerat: 'Jumlah Berat',
  jumlahQty: 'Jumlah Qty',
  beratSepuh: 'Berat Sepuh',
  qtySepuh: 'Qty Sepuh',
  beratRusak: 'Berat Rusak',
  qtyRusak: 'Qty Rusak',
  tukang: 'Tukang Sepuh',
  tambah: 'Tambah',
  kirim: 'Kirim Sepuh',
  total: 'TOTAL',
} as const;

type Jenis = { kode_dept: string; kode_group: string; qty: number; berat: string };
type Line = { kode_barcode: string; kode_baki: string; kode_dept: string; kode_group: string; qty: number; berat: string; qty_sepuh: number; berat_sepuh: string; qty_rusak: number; berat_rusak: string };
const isDraft = (value: unknown): value is Line[] => Array.isArray(value);

/** The rule of the form: the first text that applies, or null. */
export function lineProblem(total: { qty: number; berat: string }, form: { berat_sepuh: string; qty_sepuh: string; berat_rusak: string; qty_rusak: string }): string | null {
  const beratSepuh = form.berat_sepuh || '0';
  const beratRusak = form.berat_rusak || '0';
  if (compareGrams(beratSepuh, total.berat) > 0) return MESSAGES.beratSepuhTidakBolehBesarDariJumlahBerat;
  if (compareGrams(addGrams(beratSepuh, beratRusak), total.berat) > 0) return MESSAGES.beratRusakTidakBolehBesarDariJumlahBerat;
  if (Number(form.qty_sepuh || 0) > total.qty) return MESSAGES.qtySepuhTidakBolehBesarDariJumlah;
  if (Number(form.qty_sepuh || 0) + Number(form.qty_rusak || 0) > total.qty) return MESSAGES.qtyRusakTidakBolehBesarDariJumlah;
  return null;
}

const EMPTY_FORM = { berat_sepuh: '', qty_sepuh: '', berat_rusak: '', qty_rusak: '' };

export default function KirimSepuhPage() {
  const trays = useTrayOptions(WAREHOUSE.SORT_REFINE);
  const tukang = useMasterOptions('tukang');
  const [baki, setBaki] = useState<string | null>(null);
  const [jenisList, setJenisList] = useState<Jenis[]>([]);
  const [jenis, setJenis] = useState<string | null>(null);
  const [form, setForm] = useState(EMPTY_FORM);
  const [kodeTukang, setKodeTukang] = useState<string | null>(null);
  const [lines, setLines, clearLines] = useLocalDraft(draftKey('kirim-sepuh'), [] as Line[], isDraft);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setJenis(null);
    setJenisList([]);
    if (!baki) return;
    void callApi(sepuhanApi.isiSortirSepuh, { query: { kode_baki: baki, kode_dept: 'SEMUA' } })
      .then((answer) => setJenisList(answer.data.jenis))
      .catch((error: unknown) => notifyError(errorText(error, MESSAGES.terjadiKesalhaanSaatRequestData)));
  }, [baki]);

  const total = jenisList.find((row) => row.kode_dept === jenis) ?? { qty: 0, berat: '0.000', kode_dept: '', kode_group: '' };
  const problem = jenis ? lineProblem(total, form) : null;
  const set = (key: keyof typeof EMPTY_FORM) => (value: string) => setForm((f) => ({ ...f, [key]: value }));

  const add = () => {
    if (!baki) return notifyError(MESSAGES.kodeBakiHarusDipilih);
    if (!jenis) return notifyError(MESSAGES.kodeJenisHarusDipilih);
    if (form.berat_sepuh === '') return notifyError(MESSAGES.beratSepuhHarusDiisi);
    if (form.qty_sepuh === '') return notifyError(MESSAGES.qtySepuhHarusDiisi);
    if (form.berat_rusak === '') return notifyError(MESSAGES.beratRusakHarusDiisi);
    if (form.qty_rusak === '') return notifyError(MESSAGES.qtyRusakHarusDiisi);
    if (problem) return notifyError(problem);
    if (lines.some((line) => line.kode_dept === jenis)) return notifyError(MESSAGES.barangSudahAdaDiTabel);
    setLines([
      ...lines,
      {
        kode_barcode: '-',
        kode_baki: baki,
        kode_dept: jenis,
        kode_group: total.kode_group,
        qty: total.qty,
        berat: total.berat,
        qty_sepuh: Number(form.qty_sepuh),
        berat_sepuh: form.berat_sepuh,
        qty_rusak: Number(form.qty_rusak),
        berat_rusak: form.berat_rusak,
      },
    ]);
    setForm(EMPTY_FORM);
    setJenis(null);
  };

  const send = async () => {
    setBusy(true);
    try {
      const sum = (pick: (line: Line) => string) => sumGrams(lines.map(pick));
      const count = (pick: (line: Line) => number) => lines.reduce((s, line) => s + pick(line), 0);
      const answer = await callApi(
        sepuhanApi.kirimSepuh,
        {
          body: {
            kode_tukang: kodeTukang ?? undefined,
            jml_qty_sp: count((l) => l.qty_sepuh),
            berat_total: sum((l) => l.berat),
            qty_total: count((l) => l.qty),
            berat_sepuh_total: sum((l) => l.berat_sepuh),
            qty_sepuh_total: count((l) => l.qty_sepuh),
            berat_rusak_total: sum((l) => l.berat_rusak),
            qty_rusak_total: count((l) => l.qty_rusak),
            jml_qty_rusak: count((l) => l.qty_rusak),
            detail_barang: lines as KirimSepuhLine[],
          },
        },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      downloadSlip(buildSlip(kirimSepuhSlip, { ...slipShop(), bukti: answer.buktiSlipInternal }));
      clearLines();
      setLines([]);
      setBaki(null);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimDataSilahkanUlangiLagi));
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumnDef<Line>[] = [
    { accessor: 'kode_baki', title: 'Baki', footer: KIRIM_SEPUH_TEXT.total },
    { accessor: 'kode_dept', title: 'Jenis' },
    { accessor: 'kode_group', title: 'Kategori' },
    { accessor: 'qty', title: 'Qty', textAlign: 'right' },
    { accessor: 'berat', title: 'Berat', textAlign: 'right', render: (r) => formatGrams(r.berat, 3), footer: formatGrams(sumGrams(lines.map((l) => l.berat)), 3) },
    { accessor: 'qty_sepuh', title: 'Qty Sepuh', textAlign: 'right' },
    { accessor: 'berat_sepuh', title: 'Berat Sepuh', textAlign: 'right', render: (r) => formatGrams(r.berat_sepuh, 3), footer: formatGrams(sumGrams(lines.map((l) => l.berat_sepuh)), 3) },
    { accessor: 'qty_rusak', title: 'Qty Rusak', textAlign: 'right' },
    { accessor: 'berat_rusak', title: 'Berat Rusak', textAlign: 'right', render: (r) => formatGrams(r.berat_rusak, 3), footer: formatGrams(sumGrams(lines.map((l) => l.berat_rusak)), 3) },
    {
      accessor: 'aksi',
      title: '',
      width: 50,
      render: (r) => (
        <Button size="compact-xs" variant="subtle" color="red" aria-label="Hapus" onClick={() => setLines(lines.filter((line) => line.kode_dept !== r.kode_dept))}>
          <IconTrash size={14} />
        </Button>
      ),
    },
  ];

  return (
    <PageFrame>
      <Stack gap="sm">
        <Paper withBorder radius="md" p="sm">
          <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
            <Select size="xs" label={KIRIM_SEPUH_TEXT.baki} data={trays} value={baki} onChange={setBaki} searchable />
            <Select
              size="xs"
              label={KIRIM_SEPUH_TEXT.jenis}
              data={jenisList.map((row) => ({ value: row.kode_dept, label: `${row.kode_dept} - ${row.kode_group}` }))}
              value={jenis}
              onChange={setJenis}
            />
            <Figure label={KIRIM_SEPUH_TEXT.jumlahBerat} value={`${formatGrams(total.berat, 3)} gr`} testId="jumlah-berat" />
            <Figure label={KIRIM_SEPUH_TEXT.jumlahQty} value={String(total.qty)} testId="jumlah-qty" />
            <WeightInput size="xs" label={KIRIM_SEPUH_TEXT.beratSepuh} value={form.berat_sepuh} onValueChange={set('berat_sepuh')} />
            <DigitsInput size="xs" label={KIRIM_SEPUH_TEXT.qtySepuh} value={form.qty_sepuh} onValueChange={set('qty_sepuh')} />
            <WeightInput size="xs" label={KIRIM_SEPUH_TEXT.beratRusak} value={form.berat_rusak} onValueChange={set('berat_rusak')} />
            <DigitsInput size="xs" label={KIRIM_SEPUH_TEXT.qtyRusak} value={form.qty_rusak} onValueChange={set('qty_rusak')} />
          </SimpleGrid>
          <Group justify="space-between" mt="sm">
            <Text size="sm" c="red" data-testid="line-problem">
              {problem ?? ''}
            </Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} disabled={problem !== null} onClick={add}>
              {KIRIM_SEPUH_TEXT.tambah}
            </Button>
          </Group>
        </Paper>
        <DataTable<Line> records={lines} columns={columns} idAccessor="kode_dept" searchable={false} exportable={false} defaultPageSize={25} />
        <Group justify="flex-end" align="flex-end">
          <Select size="xs" w={240} label={KIRIM_SEPUH_TEXT.tukang} data={tukang.data} value={kodeTukang} onChange={setKodeTukang} clearable searchable />
          <Button leftSection={<IconSend size={16} />} loading={busy} disabled={lines.length === 0} onClick={() => void send()}>
            {KIRIM_SEPUH_TEXT.kirim}
          </Button>
        </Group>
      </Stack>
    </PageFrame>
  );
}
