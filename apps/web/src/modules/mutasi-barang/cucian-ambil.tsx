// /cucian, tab Ambil Cucian: choose an open cleaning batch (GET cucian/open), weigh the items taken back —
// each one, or the whole lot once (shared over the items in proportion to their weights) — and put them
// back on their own trays or on one tray (POST cucian/ambil). The weight lost is the cleaning's loss (susut),
// shown live per item and in total before saving.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconPackageImport } from '@tabler/icons-react';
import {
  bagiBeratProporsional,
  compareGrams,
  formatGrams,
  formatQty,
  isGramString,
  MESSAGES,
  mutasiBarangApi,
  subGrams,
  sumGrams,
  tidakBolehKosong,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { BarcodeInput, gramsOrDash, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { SCAN_LIST_TEXT } from '../../components/scan-list/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { documentFacts, DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { GOODS_CONFIRM, GOODS_TEXT } from './goods-page.tsx';

export const AMBIL_TEXT = {
  noCucian: 'No Cucian',
  scanBarcode: 'Scan Barcode (Cari Di Cucian)',
  caraTimbang: 'Cara Timbang',
  perBarang: 'Per Barang',
  total: 'Total',
  beratTotal: 'Berat Total Sesudah Cuci',
  bakiAsalMasing: 'Baki Asal Masing-Masing',
  beratAwal: 'Berat Awal',
  beratAkhir: 'Berat Sesudah Cuci',
  susut: 'Susut',
  bakiAsal: 'Baki Asal',
  dipilih: (n: number, total: number) => `${n} dari ${total} dipilih`,
} as const;

type Item = { kode_barcode: string; nama_barang: string; kode_baki_asal: string; berat_awal: string };

/** The weight typed for an item, when it is a weight. */
const gramsOf = (text: string | undefined): string | null => (text && isGramString(text) && !text.endsWith('.') ? text : null);

export function AmbilCucian({ active, refreshKey }: { active: boolean; refreshKey: number }) {
  const open = useApiQuery(mutasiBarangApi.cucianOpen, {}, { staleTime: 0 });
  const { refetch } = open;
  const [noCucian, setNoCucian] = useState<string | null>(null);
  const [mode, setMode] = useState<'item' | 'total'>('item');
  const [akhir, setAkhir] = useState<Record<string, string>>({});
  const [total, setTotal] = useState('');
  const [selected, setSelected] = useState<Item[]>([]);
  const [baki, setBaki] = useState<string>('');
  const [code, setCode] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const barcodeRef = useRef<HTMLInputElement>(null);

  // On this tab staff scan the cleaned items to find them in the batch.
  useEffect(() => {
    if (active) barcodeRef.current?.focus();
  }, [active]);

  useEffect(() => {
    if (refreshKey > 0) void refetch();
  }, [refreshKey, refetch]);

  const batches = useMemo(() => open.data?.data ?? [], [open.data]);
  const batch = batches.find((b) => b.no_cucian === noCucian);
  const items = useMemo<Item[]>(() => (batch?.detail_barang ?? []).filter((i) => i.status === 'CUCI'), [batch]);

  // One open batch is chosen for the user; a batch that closed is let go.
  useEffect(() => {
    if (noCucian && !batches.some((b) => b.no_cucian === noCucian)) setNoCucian(null);
    if (!noCucian && batches.length === 1) setNoCucian(batches[0]?.no_cucian ?? null);
  }, [batches, noCucian]);
  // A new batch starts with every item ticked and no weights.
  useEffect(() => {
    setSelected(items);
    setAkhir({});
    setTotal('');
  }, [items]);

  const picked = useMemo(() => new Set(selected.map((i) => i.kode_barcode)), [selected]);
  const shared = useMemo(() => {
    const rows = items.filter((i) => picked.has(i.kode_barcode));
    const weight = gramsOf(total);
    if (mode !== 'total' || !weight || rows.length === 0) return {};
    const shares = bagiBeratProporsional(
      rows.map((r) => r.berat_awal),
      weight,
    );
    return Object.fromEntries(rows.map((r, index) => [r.kode_barcode, shares[index] as string]));
  }, [items, picked, total, mode]);
  const weightAfter = (item: Item): string | null =>
    mode === 'total' ? (shared[item.kode_barcode] ?? null) : gramsOf(akhir[item.kode_barcode]);
  const heavier = (item: Item): boolean => {
    const after = weightAfter(item);
    return after !== null && compareGrams(after, item.berat_awal) > 0;
  };

  const chosen = items.filter((i) => picked.has(i.kode_barcode));
  const sumAwal = sumGrams(chosen.map((i) => i.berat_awal));
  const afters = chosen.map(weightAfter);
  const complete = afters.every((a) => a !== null);
  const sumAkhir = complete ? sumGrams(afters as string[]) : null;
  const susut = sumAkhir ? subGrams(sumAwal, sumAkhir) : null;

  const scan = (kode: string) => {
    setCode('');
    const item = items.find((i) => i.kode_barcode === kode);
    // Not in the contract: a scan must name a piece of the chosen batch (a lookup in the batch, not a field).
    if (!item) return notifyError(batch ? MESSAGES.barangTidakAdaDalamCucian : MESSAGES.noCucianHarusDipilih);
    if (!picked.has(kode)) setSelected((list) => [...list, item]);
    if (mode === 'item') setTimeout(() => inputs.current.get(kode)?.focus(), 0);
  };

  const save = () => {
    // A weight not typed yet: its field gets the focus (the contract's message is the notice).
    const missing = chosen.find((i) => weightAfter(i) === null);
    if (missing && mode === 'item') inputs.current.get(missing.kode_barcode)?.focus();
    // Chosen from lists, not typed: the catalogue's "choose" texts, which the contract's typed-field rules do not give.
    if (!batch) return notifyError(MESSAGES.noCucianHarusDipilih);
    if (chosen.length === 0) return notifyError(MESSAGES.belumAdaBarangDipilih);
    // The whole lot's weight is a field of the screen only (the contract carries each item's share).
    if (mode === 'total' && !gramsOf(total)) return notifyError(tidakBolehKosong(AMBIL_TEXT.beratTotal));
    return submit({
      schema: mutasiBarangApi.ambilCucian.body,
      body: {
        no_cucian: batch.no_cucian,
        ...(baki ? { kode_baki: baki } : {}),
        detail_barang: chosen.map((i) => ({ kode_barcode: i.kode_barcode, berat_akhir: weightAfter(i) ?? '' })),
      },
      // Not in the contract: they need the batch's weights before cleaning, which the body does not carry.
      check: () => {
        if (mode === 'total' && compareGrams(total, sumAwal) > 0) return MESSAGES.beratTotalCuciTidakBolehLebih;
        const over = chosen.find(heavier);
        return over ? `${MESSAGES.beratCuciTidakBolehLebih} (${over.kode_barcode})` : null;
      },
      confirm: {
        message: GOODS_CONFIRM.ambilCucian(chosen.length, batch.no_cucian),
        facts: [
          ...documentFacts({ qty: chosen.length, berat: sumAwal }),
          { label: AMBIL_TEXT.beratAkhir, value: `${formatGrams(sumAkhir ?? '0', 3)} gr` },
          { label: AMBIL_TEXT.susut, value: `${formatGrams(susut ?? '0', 3)} gr` },
        ],
      },
      write: async (key, body) => {
        const answer = await callApi(mutasiBarangApi.ambilCucian, { body }, { idempotencyKey: key });
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          qty: answer.qty,
          extra: `${AMBIL_TEXT.beratAwal} ${formatGrams(answer.berat_awal, 3)} gr · ${AMBIL_TEXT.beratAkhir} ${formatGrams(answer.berat_akhir, 3)} gr · ${AMBIL_TEXT.susut} ${formatGrams(answer.susut, 3)} gr`,
        };
      },
      afterSuccess: () => refetch(),
    });
  };

  const columns: DataTableColumnDef<Item>[] = [
    { accessor: '__no', title: SCAN_LIST_TEXT.no, width: 44, textAlign: 'right', render: (_r, i) => i + 1, footer: SCAN_LIST_TEXT.total },
    { accessor: 'kode_barcode', title: SCAN_LIST_TEXT.barcode, width: 100 },
    { accessor: 'nama_barang', title: SCAN_LIST_TEXT.namaBarang, ellipsis: true, footer: AMBIL_TEXT.dipilih(chosen.length, items.length) },
    { accessor: 'kode_baki_asal', title: AMBIL_TEXT.bakiAsal, width: 90 },
    {
      accessor: 'berat_awal',
      title: AMBIL_TEXT.beratAwal,
      width: 110,
      textAlign: 'right',
      render: (r) => gramsOrDash(r.berat_awal),
      footer: gramsOrDash(sumAwal),
    },
    {
      accessor: '__akhir',
      title: AMBIL_TEXT.beratAkhir,
      width: 170,
      textAlign: 'right',
      render: (r) =>
        mode === 'total' ? (
          gramsOrDash(shared[r.kode_barcode])
        ) : (
          <WeightInput
            ref={(el) => {
              if (el) inputs.current.set(r.kode_barcode, el);
              else inputs.current.delete(r.kode_barcode);
            }}
            aria-label={`${AMBIL_TEXT.beratAkhir} ${r.kode_barcode}`}
            size="xs"
            value={akhir[r.kode_barcode] ?? ''}
            error={heavier(r)}
            onValueChange={(value) => setAkhir((all) => ({ ...all, [r.kode_barcode]: value }))}
            onFocus={() => {
              if (!picked.has(r.kode_barcode)) setSelected((list) => [...list, r]);
            }}
          />
        ),
      footer: gramsOrDash(sumAkhir),
    },
    {
      accessor: '__susut',
      title: AMBIL_TEXT.susut,
      width: 100,
      textAlign: 'right',
      render: (r) => {
        const after = weightAfter(r);
        if (!after) return '-';
        return (
          <Text span inherit c={heavier(r) ? 'red' : undefined}>
            {gramsOrDash(subGrams(r.berat_awal, after))}
          </Text>
        );
      },
      footer: <span data-testid="total-susut">{gramsOrDash(susut)}</span>,
    },
  ];

  return (
    <>
      <DocumentResultPanel result={result} onClose={clearResult} />
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <Select
          label={AMBIL_TEXT.noCucian}
          size="xs"
          w={300}
          data={batches.map((b) => ({
            value: b.no_cucian,
            label: `${b.no_cucian} · ${b.tgl_kirim} · ${formatQty(b.detail_barang.filter((i) => i.status === 'CUCI').length)} pcs`,
          }))}
          value={noCucian}
          onChange={setNoCucian}
          allowDeselect={false}
          placeholder={batches.length === 0 && !open.isLoading ? MESSAGES.tidakAdaCucianTerbuka : undefined}
          disabled={open.isLoading}
        />
        <BarcodeInput
          ref={barcodeRef}
          label={AMBIL_TEXT.scanBarcode}
          size="xs"
          w={220}
          value={code}
          onValueChange={setCode}
          onLookup={scan}
          autoFocus={false}
        />
        <div>
          <Text size="xs" fw={500} mb={2}>
            {AMBIL_TEXT.caraTimbang}
          </Text>
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(v) => setMode(v as 'item' | 'total')}
            data={[
              { value: 'item', label: AMBIL_TEXT.perBarang },
              { value: 'total', label: AMBIL_TEXT.total },
            ]}
          />
        </div>
        {mode === 'total' && (
          <WeightInput
            label={AMBIL_TEXT.beratTotal}
            size="xs"
            w={170}
            value={total}
            onValueChange={setTotal}
            error={gramsOf(total) !== null && compareGrams(total, sumAwal) > 0}
          />
        )}
        <MasterSelect
          list="baki"
          label={GOODS_TEXT.bakiTujuan}
          size="xs"
          w={210}
          leading={{ value: '', label: AMBIL_TEXT.bakiAsalMasing }}
          value={baki}
          onChange={(v) => setBaki(v ?? '')}
          allowDeselect={false}
        />
        <SaveButton
          size="xs"
          icon={<IconPackageImport size={14} />}
          saving={saving}
          disabled={!batch}
          label={GOODS_TEXT.ambilCucian}
          onClick={() => void save()}
        />
      </Group>
      <DataTable<Item>
        title={
          <Group gap="xs">
            <Text fw={600} size="sm">
              {batch ? `${batch.no_cucian}${batch.keterangan ? ` · ${batch.keterangan}` : ''}` : AMBIL_TEXT.noCucian}
            </Text>
            {susut !== null && (
              <Badge color={compareGrams(susut, '0') < 0 ? 'red' : 'orange'} variant="light">
                {`${AMBIL_TEXT.susut} ${formatGrams(susut, 3)} gr`}
              </Badge>
            )}
          </Group>
        }
        records={items}
        columns={columns}
        idAccessor="kode_barcode"
        searchable={false}
        exportable={false}
        pagination={false}
        fetching={open.isFetching}
        selectedRecords={selected}
        onSelectedRecordsChange={setSelected}
        height="calc(100vh - 340px)"
      />
    </>
  );
}
