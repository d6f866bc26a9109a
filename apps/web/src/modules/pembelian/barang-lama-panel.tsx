// The old gold bought back, shared by the buy-back and the exchange: a line from our own nota (scan its
// barcode/QR or type the number or a piece's barcode: the sold piece's data comes from the sale, its
// barcode linked) or typed by hand; each with its condition and the day's buy-back price per gram less the
// condition's cut; the lines in a table with their totals.
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Table, Title } from '@mantine/core';
import { IconPlus, IconScan, IconTrash } from '@tabler/icons-react';
import { formatGrams, formatRupiah, hargaBeliBaris, padGrams, PEMBELIAN_MESSAGES as P, pembelianApi, type NotaLine } from '@kencana/core';
import { acceptContract } from '../../components/document/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { MoneyInput, PurityInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { useHargaEmasBerubah } from '../../lib/live-prices.ts';
import { notifyError, notifyScanError } from '../../lib/notify.ts';
import { useMasterList } from '../../lib/master-lists.ts';
import { BELI_TEXT, totalLama, type LineLama } from './pembelian-form.ts';

const EMPTY_LINE = {
  no_faktur_jual: '',
  kode_barcode: '',
  nama_barang: '',
  kode_group: '',
  kode_dept: '',
  berat: '',
  kadar: '',
  kondisi: '',
  harga: '',
};
type LineInput = typeof EMPTY_LINE;

/** berat × price per gram, rounded down to the chain's payout multiple (core's rule, the server's for a line without a price). */
const linePrice = (berat: string, perGram: number, pembulatan?: number): number => {
  try {
    return hargaBeliBaris(berat || '0', perGram, pembulatan);
  } catch {
    return 0;
  }
};

export interface BarangLamaPanelProps {
  lines: LineLama[];
  onChange: (next: LineLama[]) => void;
  title?: string;
  /** The nota field takes the focus on open (the buy-back's first scan). */
  autoFocus?: boolean;
}

export function BarangLamaPanel({ lines, onChange, title = BELI_TEXT.barang, autoFocus = true }: BarangLamaPanelProps) {
  const [kode, setKode] = useState('');
  const [input, setInput] = useState<LineInput>(EMPTY_LINE);
  const notaRef = useRef<HTMLInputElement>(null);
  const { data: jenis = [] } = useMasterList('jenis');
  const fromNota = input.kode_barcode !== '';
  const jenisWhere = useMemo(
    () => (row: { kode_group: string }) => !input.kode_group || row.kode_group === input.kode_group,
    [input.kode_group],
  );

  // The price per gram of the category and condition chosen (the day's buy-back price less the cut).
  const harga = useApiQuery(
    pembelianApi.hargaBeli,
    { query: { kode_group: input.kode_group, kondisi: input.kondisi } },
    { enabled: input.kode_group !== '' && input.kondisi !== '', retry: false },
  );
  const perGram = input.kode_group && input.kondisi ? (harga.data?.data ?? null) : null;
  const suggested = perGram ? linePrice(input.berat, perGram.harga_per_gram, perGram.pembulatan_beli) : 0;
  // A gold price set or changed while this screen is open: ask for the day's price again.
  useHargaEmasBerubah(() => void harga.refetch());
  const totals = totalLama(lines);

  const lookupNota = async () => {
    const code = kode.trim().toUpperCase();
    // The field is emptied and keeps the focus whatever the answer, so the next scan starts clean.
    setKode('');
    notaRef.current?.focus();
    if (!code) return;
    try {
      const answer = await callApi(pembelianApi.cariNota, { query: { kode: code } });
      const free = answer.data.filter((line: NotaLine) => !line.dibeli_kembali && !lines.some((l) => l.kode_barcode === line.kode_barcode));
      const piece = free[0];
      if (!piece) return notifyScanError(P.barangSudahDibeliKembali, code);
      setInput({
        ...EMPTY_LINE,
        kondisi: input.kondisi,
        no_faktur_jual: piece.no_faktur_jual ?? '',
        kode_barcode: piece.kode_barcode,
        nama_barang: piece.nama_barang,
        kode_group: piece.kode_group,
        kode_dept: piece.kode_dept,
        berat: piece.berat,
        kadar: piece.kadar,
      });
    } catch (error) {
      notifyScanError(errorText(error, P.notaTidakDitemukan), code);
    }
  };

  const addLine = () => {
    const line = {
      no_faktur_jual: input.no_faktur_jual || undefined,
      kode_barcode: input.kode_barcode || undefined,
      nama_barang: input.nama_barang.trim().toUpperCase(),
      kode_group: input.kode_group,
      kode_dept: input.kode_dept,
      berat: input.berat,
      kadar: input.kadar,
      kondisi: input.kondisi,
    };
    if (!acceptContract(pembelianApi.DetailBeliSchema, line)) return;
    // Not in the contract: the line is priced at the day's price of its category and condition, read from
    // the server; without one the line cannot be priced.
    if (!perGram) return notifyError(harga.error ? errorText(harga.error, P.hargaEmasBelumDiisi) : P.hargaEmasBelumDiisi);
    onChange([
      ...lines,
      {
        key: `${Date.now()}-${lines.length}`,
        ...line,
        berat: padGrams(line.berat),
        harga_per_gram: perGram.harga_per_gram,
        harga: input.harga ? Number(input.harga) : suggested,
      },
    ]);
    setInput({ ...EMPTY_LINE, kondisi: input.kondisi });
    notaRef.current?.focus();
  };

  const onNotaKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void lookupNota();
  };

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Title order={5}>{title}</Title>
        {fromNota && (
          <Badge variant="light" color="teal">
            {BELI_TEXT.dariNota} {input.no_faktur_jual || input.kode_barcode}
          </Badge>
        )}
      </Group>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <UpperTextInput
          ref={notaRef}
          label={BELI_TEXT.nota}
          size="xs"
          w={280}
          autoFocus={autoFocus}
          maxLength={60}
          value={kode}
          onValueChange={setKode}
          onKeyDown={onNotaKey}
          leftSection={<IconScan size={14} />}
          data-testid="kode-nota"
        />
        <Button size="xs" variant="light" onClick={() => void lookupNota()}>
          {BELI_TEXT.ambil}
        </Button>
      </Group>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <UpperTextInput
          label={BELI_TEXT.namaBarang}
          size="xs"
          w={190}
          maxLength={150}
          readOnly={fromNota}
          value={input.nama_barang}
          onValueChange={(nama_barang) => setInput((d) => ({ ...d, nama_barang }))}
        />
        <MasterSelect
          list="group"
          label={BELI_TEXT.kategori}
          size="xs"
          w={110}
          readOnly={fromNota}
          value={input.kode_group || null}
          onChange={(v) => setInput((d) => ({ ...d, kode_group: v ?? '', kode_dept: '' }))}
        />
        <MasterSelect
          list="jenis"
          label={BELI_TEXT.jenis}
          size="xs"
          w={120}
          readOnly={fromNota}
          where={jenisWhere}
          value={input.kode_dept || null}
          onChange={(v) =>
            setInput((d) => ({
              ...d,
              kode_dept: v ?? '',
              kode_group: d.kode_group || (jenis.find((j) => j.kode_dept === v)?.kode_group ?? ''),
            }))
          }
        />
        <WeightInput
          label={BELI_TEXT.berat}
          size="xs"
          w={90}
          readOnly={fromNota}
          value={input.berat}
          onValueChange={(berat) => setInput((d) => ({ ...d, berat }))}
        />
        <PurityInput
          label={BELI_TEXT.kadar}
          size="xs"
          w={70}
          readOnly={fromNota}
          value={input.kadar}
          onValueChange={(kadar) => setInput((d) => ({ ...d, kadar }))}
        />
        <MasterSelect
          list="kondisi_pembelian"
          label={BELI_TEXT.kondisi}
          size="xs"
          w={150}
          value={input.kondisi || null}
          onChange={(v) => setInput((d) => ({ ...d, kondisi: v ?? '' }))}
          data-testid="kondisi"
        />
        <MoneyInput
          label={`${BELI_TEXT.harga}${perGram ? ` (${formatRupiah(perGram.harga_per_gram)}/gr, -${perGram.potongan_persen}%)` : ''}`}
          size="xs"
          w={210}
          placeholder={suggested ? String(suggested) : ''}
          value={input.harga}
          onValueChange={(value) => setInput((d) => ({ ...d, harga: value }))}
        />
        <Button size="xs" leftSection={<IconPlus size={14} />} onClick={addLine}>
          {BELI_TEXT.tambah}
        </Button>
      </Group>
      <Table striped withTableBorder fz="xs" verticalSpacing={4} data-testid="baris-pembelian">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>No</Table.Th>
            <Table.Th>Nota / Barcode</Table.Th>
            <Table.Th>{BELI_TEXT.namaBarang}</Table.Th>
            <Table.Th>{BELI_TEXT.kategori}</Table.Th>
            <Table.Th>{BELI_TEXT.jenis}</Table.Th>
            <Table.Th ta="right">Berat</Table.Th>
            <Table.Th>{BELI_TEXT.kadar}</Table.Th>
            <Table.Th>{BELI_TEXT.kondisi}</Table.Th>
            <Table.Th ta="right">{BELI_TEXT.hargaGram}</Table.Th>
            <Table.Th ta="right">{BELI_TEXT.harga}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={11} ta="center" c="dimmed">
                {BELI_TEXT.kosong}
              </Table.Td>
            </Table.Tr>
          )}
          {lines.map((line, index) => (
            <Table.Tr key={line.key}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{line.kode_barcode ? `${line.no_faktur_jual ?? ''} ${line.kode_barcode}`.trim() : BELI_TEXT.manual}</Table.Td>
              <Table.Td>{line.nama_barang}</Table.Td>
              <Table.Td>{line.kode_group}</Table.Td>
              <Table.Td>{line.kode_dept}</Table.Td>
              <Table.Td ta="right">{formatGrams(line.berat, 3)}</Table.Td>
              <Table.Td>{line.kadar}</Table.Td>
              <Table.Td>{line.kondisi}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.harga_per_gram)}</Table.Td>
              <Table.Td ta="right">{formatRupiah(line.harga)}</Table.Td>
              <Table.Td>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={BELI_TEXT.hapus}
                  onClick={() => onChange(lines.filter((l) => l.key !== line.key))}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={5}>{BELI_TEXT.total}</Table.Th>
            <Table.Th ta="right">{formatGrams(totals.berat, 3)}</Table.Th>
            <Table.Th colSpan={3} />
            <Table.Th ta="right" data-testid="total-pembelian">
              {formatRupiah(totals.total)}
            </Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Stack>
  );
}
