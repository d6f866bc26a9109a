// /stock-opname-pesanan (spec 001 §2, §9): read-only SO number (GET stock-opname/no-stocks) and date;
// craftsman and category selectors, either one triggering GET stock-opname about 100 ms later (saldo_awal,
// data_so); the finished orders; read-only remaining = opening − (finished + shrink) and opening balance;
// editable total deposited; read-only difference = remaining − deposited (3 decimals); Simpan Data →
// POST stock-opname → 'Stock Opname Berhasil' (the PDF saved) or 'Stock Opname Gagal, Silahkan Coba Lagi'.
// Kencana adds the tray the deposit goes back to.
import { useState } from 'react';
import { Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { formatGrams, formatRupiah, isGramString, MESSAGES, subGrams, sumGrams, tukangApi, type SoPesananRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { DocumentResultPanel, documentFacts, RESULT_TEXT, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { ApiError, callApi, useApiQuery } from '../../lib/api.ts';
import { downloadFile } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';

export const SO_TEXT = {
  noSo: 'No SO Pesanan',
  tanggal: 'Tanggal',
  tukang: 'Data Tukang',
  kategori: 'Kategori',
  baki: 'Baki Setor Bahan',
  sisa: 'Sisa Bahan',
  saldoAwal: 'Saldo Awal Bahan',
  setor: 'Total Setor Bahan',
  selisih: 'Selisih',
  simpan: 'Simpan Data',
  noPesanan: 'No Pesanan',
  deskripsi: 'Deskripsi',
  beratSelesai: 'Berat Selesai',
  beratSusut: 'Berat Susut',
  ongkos: 'Ongkos',
  konfirmasi: 'Simpan Stock Opname Pesanan Ini?',
} as const;

export default function StockOpnamePesananPage() {
  const client = useQueryClient();
  const [kodeTukang, setKodeTukang] = useState<string | null>(null);
  const [kodeGroup, setKodeGroup] = useState<string | null>(null);
  const [kodeBaki, setKodeBaki] = useState<string | null>(null);
  const [setor, setSetor] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.stockOpnameGagalSilahkanCobaLagi);
  const [chosen] = useDebouncedValue(`${kodeTukang ?? ''}|${kodeGroup ?? ''}`, 100);
  const [tk, grp] = chosen.split('|');
  const nomor = useApiQuery(tukangApi.noStockOpname, {});
  const data = useApiQuery(
    tukangApi.dataStockOpname,
    { query: { kode_tukang: tk ?? '', kode_group: grp ?? '' } },
    { enabled: Boolean(tk && grp), retry: false },
  );
  const rows = tk && grp ? (data.data?.data_so ?? []) : [];
  const saldoAwal = tk && grp ? (data.data?.saldo_awal ?? '0.000') : '0.000';
  const pakai = sumGrams(rows.map((r) => r.berat_selesai));
  const susut = sumGrams(rows.map((r) => r.berat_susut));
  const ongkos = rows.reduce((s, r) => s + r.ongkos, 0);
  const sisa = subGrams(saldoAwal, sumGrams([pakai, susut]));
  const selisih = isGramString(setor.trim()) ? subGrams(sisa, setor.trim()) : '';

  const save = () =>
    submit({
      // The contract's order: 'Data Tukang Harus Dipilih', 'Kategori Harus Dipilih', 'Total Setor Bahan
      // Harus Diisi', 'Kode Baki Harus Dipilih'.
      schema: tukangApi.simpanStockOpname.body,
      body: {
        kode_tukang: kodeTukang ?? '',
        kode_group: kodeGroup ?? '',
        stockOpnames: rows.map((r) => r.no_pesanan),
        berat_pakai: pakai,
        susut_pakai: susut,
        ongkos,
        saldo_awal: saldoAwal,
        berat_sisa: sisa,
        setor: setor.trim(),
        selisih,
        kode_baki: kodeBaki ?? '',
      },
      // A function: its figures are read once the contract has accepted the deposit.
      confirm: async () => ({
        message: SO_TEXT.konfirmasi,
        facts: [...documentFacts({ berat: setor.trim() }), { label: SO_TEXT.selisih, value: `${formatGrams(selisih || '0', 3)} gr` }],
      }),
      write: async (key, body) => {
        try {
          const answer = await callApi(tukangApi.simpanStockOpname, { body }, { idempotencyKey: key });
          const pdf = () =>
            downloadFile(
              tukangApi.stockOpnamePdf,
              { query: { no_so_pesanan: answer.no_dokumen } },
              `stock_opname_pesanan_${answer.no_dokumen}.pdf`,
            );
          await pdf();
          return {
            message: answer.message,
            no_dokumen: answer.no_dokumen,
            berat: body.setor,
            prints: [{ label: RESULT_TEXT.cetakPdf, kind: 'pdf', run: pdf }],
          };
        } catch (error) {
          // A refusal names its field; any other failure is the specification's 'Stock Opname Gagal…'.
          throw error instanceof ApiError && error.status >= 400 && error.status < 500 ? error : new Error();
        }
      },
      afterSuccess: async () => {
        setSetor('');
        await Promise.all([
          client.invalidateQueries({ queryKey: [tukangApi.dataStockOpname.path] }),
          client.invalidateQueries({ queryKey: [tukangApi.noStockOpname.path] }),
        ]);
      },
    });

  const columns: DataTableColumnDef<SoPesananRow>[] = [
    { accessor: 'no_pesanan', title: SO_TEXT.noPesanan, width: 190, footer: 'TOTAL' },
    { accessor: 'deskripsi', title: SO_TEXT.deskripsi, ellipsis: true },
    {
      accessor: 'berat_selesai',
      title: SO_TEXT.beratSelesai,
      width: 120,
      textAlign: 'right',
      render: (r) => formatGrams(r.berat_selesai, 3),
      footer: formatGrams(pakai, 3),
    },
    {
      accessor: 'berat_susut',
      title: SO_TEXT.beratSusut,
      width: 120,
      textAlign: 'right',
      render: (r) => formatGrams(r.berat_susut, 3),
      footer: formatGrams(susut, 3),
    },
    {
      accessor: 'ongkos',
      title: SO_TEXT.ongkos,
      width: 130,
      textAlign: 'right',
      render: (r) => formatRupiah(r.ongkos),
      footer: formatRupiah(ongkos),
    },
  ];

  return (
    <PageFrame path="/stock-opname-pesanan">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          <DocumentResultPanel result={result} onClose={clearResult} />
          <Paper withBorder radius="md" p="sm">
            <SimpleGrid cols={5} spacing="sm" verticalSpacing="xs">
              <TextInput size="xs" label={SO_TEXT.noSo} value={nomor.data?.no_so_pesanan ?? ''} readOnly variant="filled" />
              <TextInput size="xs" label={SO_TEXT.tanggal} value={nomor.data?.tanggal ?? ''} readOnly variant="filled" />
              <MasterSelect
                list="tukang"
                size="xs"
                label={SO_TEXT.tukang}
                withAsterisk
                value={kodeTukang}
                onChange={setKodeTukang}
                allowDeselect={false}
              />
              <MasterSelect
                list="group"
                size="xs"
                label={SO_TEXT.kategori}
                withAsterisk
                value={kodeGroup}
                onChange={setKodeGroup}
                allowDeselect={false}
              />
              <MasterSelect
                list="baki"
                size="xs"
                label={SO_TEXT.baki}
                withAsterisk
                value={kodeBaki}
                onChange={setKodeBaki}
                allowDeselect={false}
              />
            </SimpleGrid>
          </Paper>
          <DataTable<SoPesananRow>
            records={rows}
            columns={columns}
            idAccessor="_id"
            searchable={false}
            exportable={false}
            pagination={false}
            fetching={Boolean(tk && grp) && data.isFetching}
            height={280}
          />
          <Paper withBorder radius="md" p="sm">
            <SimpleGrid cols={4} spacing="sm">
              <TextInput
                size="xs"
                label={SO_TEXT.saldoAwal}
                value={formatGrams(saldoAwal, 3)}
                readOnly
                variant="filled"
                rightSection={<Text size="xs">gr</Text>}
                data-testid="saldo-awal"
              />
              <TextInput
                size="xs"
                label={SO_TEXT.sisa}
                value={formatGrams(sisa, 3)}
                readOnly
                variant="filled"
                rightSection={<Text size="xs">gr</Text>}
                data-testid="sisa-bahan"
              />
              <WeightInput
                size="xs"
                label={SO_TEXT.setor}
                withAsterisk
                value={setor}
                onValueChange={setSetor}
                rightSection={<Text size="xs">gr</Text>}
              />
              <TextInput
                size="xs"
                label={SO_TEXT.selisih}
                value={selisih === '' ? '' : formatGrams(selisih, 3)}
                readOnly
                variant="filled"
                rightSection={<Text size="xs">gr</Text>}
                data-testid="selisih"
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="sm">
              <SaveButton
                size="xs"
                icon={<IconDeviceFloppy size={14} />}
                saving={saving}
                label={SO_TEXT.simpan}
                onClick={() => void save()}
              />
            </Group>
          </Paper>
        </Stack>
      </form>
    </PageFrame>
  );
}
