// /pembagian-pesanan (spec 001 §2, §9): the order number (focused on open, upper-cased) is looked up 1 s after
// typing stops (GET pesanan/available; nothing when empty; 'No Pesanan Tidak Ada'); craftsman, fee (an
// integer), shrink (a decimal, default 0); read-only member code, orderer, address, phone; the order's items
// ('Pesanan Kosong'); Batal and Simpan Data ('Sedang Menyimpan'). Saving downloads the receipt (two copies in
// one file, texts wrapped at 20). Enter never submits.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { formatGrams, formatRupiah, MESSAGES, tukangApi, type PesananRow } from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import { MoneyInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { DocumentResultPanel, RESULT_TEXT, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { ApiError, callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError } from '../../lib/notify.ts';

export const PEMBAGIAN_TEXT = {
  noPesanan: 'No Pesanan',
  kodeTukang: 'Kode Tukang',
  ongkosTukang: 'Ongkos Tukang',
  beratSusut: 'Berat Susut',
  kodeMember: 'Kode Member',
  namaPemesan: 'Nama Pemesan',
  alamat: 'Alamat',
  telepon: 'No Telepon',
  batal: 'Batal',
  simpan: 'Simpan Data',
  kategori: 'Kategori',
  jenis: 'Jenis Pesanan',
  deskripsi: 'Deskripsi',
  atribut: 'Atribut',
  size: 'Size',
  berat: 'Perkiraan Berat',
  kadar: 'Kadar',
} as const;

type Item = PesananRow['detail_barang'][number];

export default function PembagianPesananPage() {
  const [noPesanan, setNoPesanan] = useState('');
  const [debounced] = useDebouncedValue(noPesanan.trim(), 1000);
  const [kodeTukang, setKodeTukang] = useState<string | null>(null);
  const [ongkos, setOngkos] = useState('');
  const [susut, setSusut] = useState('0');
  const { saving, result, clearResult, submit } = useDocumentSave(MESSAGES.terjadiKesalahaanSaatMengirimData);
  const input = useRef<HTMLInputElement>(null);
  const lookup = useApiQuery(tukangApi.pesananAvailable, { query: { no_pesanan: debounced } }, { enabled: debounced !== '', retry: false });
  const order = debounced !== '' && !lookup.isError ? lookup.data?.data : undefined;

  useEffect(() => input.current?.focus(), []);
  useEffect(() => {
    if (lookup.isError)
      notifyError(
        lookup.error instanceof ApiError && lookup.error.status === 404
          ? MESSAGES.noPesananTidakAda
          : errorText(lookup.error, MESSAGES.noPesananTidakAda),
      );
  }, [lookup.isError, lookup.error]);

  const reset = () => {
    setNoPesanan('');
    setKodeTukang(null);
    setOngkos('');
    setSusut('0');
    input.current?.focus();
  };

  const save = () =>
    submit({
      // The contract's order: 'No Pesanan Harus Diisi', 'Kode Tukang Harus Dipilih', 'Ongkos Tukang Harus Diisi'.
      // No question: the order changes hands, no goods or money move until it is finished.
      schema: tukangApi.pembagianPesanan.body,
      body: { no_pesanan: noPesanan, kode_tukang: kodeTukang ?? '', ongkos_tukang: ongkos, berat_susut: susut.trim() || '0' },
      write: async (key, body) => {
        const answer = await callApi(tukangApi.pembagianPesanan, { body }, { idempotencyKey: key });
        downloadSlip(answer.data.slip);
        return {
          message: answer.message,
          no_dokumen: answer.data.no_pesanan,
          prints: [{ label: RESULT_TEXT.cetakSlip, kind: 'slip', run: async () => downloadSlip(answer.data.slip) }],
        };
      },
      // No refetch of the distributed order's lookup: it is no longer available (the server would answer 404).
      afterSuccess: reset,
    });

  const columns: DataTableColumnDef<Item>[] = [
    { accessor: 'line_no', title: 'No', width: 44, textAlign: 'right' },
    { accessor: 'kode_group', title: PEMBAGIAN_TEXT.kategori, width: 90 },
    { accessor: 'jenis_pesanan', title: PEMBAGIAN_TEXT.jenis, width: 120 },
    { accessor: 'deskripsi', title: PEMBAGIAN_TEXT.deskripsi, ellipsis: true },
    { accessor: 'attribut', title: PEMBAGIAN_TEXT.atribut, width: 110 },
    { accessor: 'size', title: PEMBAGIAN_TEXT.size, width: 60 },
    { accessor: 'perkiraan_kadar', title: PEMBAGIAN_TEXT.kadar, width: 70 },
    {
      accessor: 'perkiraan_berat',
      title: PEMBAGIAN_TEXT.berat,
      width: 110,
      textAlign: 'right',
      render: (r) => formatGrams(r.perkiraan_berat, 3),
    },
    { accessor: 'sub_total', title: 'Sub Total', width: 120, textAlign: 'right', render: (r) => formatRupiah(r.sub_total) },
  ];

  return (
    <PageFrame path="/pembagian-pesanan">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          <DocumentResultPanel result={result} onClose={clearResult} />
          <SimpleGrid cols={4} spacing="sm" verticalSpacing="xs">
            <TextInput
              ref={input}
              size="xs"
              label={PEMBAGIAN_TEXT.noPesanan}
              withAsterisk
              value={noPesanan}
              onChange={(e) => setNoPesanan(e.currentTarget.value.toUpperCase())}
            />
            <MasterSelect
              list="tukang"
              size="xs"
              label={PEMBAGIAN_TEXT.kodeTukang}
              withAsterisk
              value={kodeTukang}
              onChange={setKodeTukang}
              allowDeselect={false}
            />
            <MoneyInput
              size="xs"
              label={PEMBAGIAN_TEXT.ongkosTukang}
              withAsterisk
              value={ongkos}
              onValueChange={setOngkos}
              leftSection={<Text size="xs">Rp.</Text>}
            />
            <WeightInput size="xs" label={PEMBAGIAN_TEXT.beratSusut} value={susut} onValueChange={setSusut} />
            <TextInput size="xs" label={PEMBAGIAN_TEXT.kodeMember} value={order?.kode_member ?? ''} readOnly variant="filled" />
            <TextInput size="xs" label={PEMBAGIAN_TEXT.namaPemesan} value={order?.nama_customer ?? ''} readOnly variant="filled" />
            <TextInput size="xs" label={PEMBAGIAN_TEXT.alamat} value={order?.alamat ?? ''} readOnly variant="filled" />
            <TextInput size="xs" label={PEMBAGIAN_TEXT.telepon} value={order?.no_hp ?? ''} readOnly variant="filled" />
          </SimpleGrid>
          <DataTable<Item>
            records={order?.detail_barang ?? []}
            columns={columns}
            idAccessor="line_no"
            searchable={false}
            exportable={false}
            pagination={false}
            fetching={debounced !== '' && lookup.isFetching}
            emptyText={MESSAGES.pesananKosong}
            height={300}
          />
          <Group justify="flex-end" mt="sm">
            <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={reset} disabled={saving}>
              {PEMBAGIAN_TEXT.batal}
            </Button>
            <SaveButton
              size="xs"
              icon={<IconDeviceFloppy size={14} />}
              saving={saving}
              label={PEMBAGIAN_TEXT.simpan}
              onClick={() => void save()}
            />
          </Group>
        </Stack>
      </form>
    </PageFrame>
  );
}
