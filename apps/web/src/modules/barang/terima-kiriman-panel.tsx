// /terima-barang, part two: receive shipments addressed to the user's store. The shipments still on the
// road (GET terima-barang/kiriman) with their days in transit; one opened shows its goods. Staff choose a
// display tray (KC) of the store, then either receive everything ("Terima Semua") or scan the goods that
// arrived: the differences against the shipment (POST terima-barang/cek) show as they scan — matched, not
// in this shipment, already received, not scanned yet. The toolkit's one save posts POST terima-barang after
// the question with pieces and grams; goods not scanned stay on the road for a later receipt. A shipment
// cannot be received twice.
import { useMemo, useRef, useState } from 'react';
import { ActionIcon, Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconChecks, IconPackageImport, IconScan, IconTrash } from '@tabler/icons-react';
import {
  formatGrams,
  formatQty,
  hasWarehouseRole,
  kirimBarangApi,
  konfirmasiTerimaBarang,
  MESSAGES,
  sumGrams,
  type Kiriman,
  type MasterRowOf,
} from '@kencana/core';
import { DataTable, type DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  DocumentResultPanel,
  documentFacts,
  SaveButton,
  useDocumentSave,
  type DocumentResultValue,
} from '../../components/document/index.ts';
import { BarcodeInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { notifyInfo } from '../../lib/notify.ts';

export const TERIMA_TEXT = {
  kirimanMasuk: 'Kiriman Masuk',
  noKirim: 'No Kirim',
  dari: 'Dari',
  tanggal: 'Tgl Kirim',
  qty: 'Qty',
  berat: 'Berat',
  transit: 'Transit',
  hari: 'hari',
  status: 'Status',
  pilihKiriman: 'Pilih kiriman di atas untuk menerimanya.',
  bakiTujuan: 'Baki Tujuan',
  scan: 'Scan Barcode',
  terimaSemua: 'Terima Semua',
  terimaScan: 'Terima Yang Discan',
  barcode: 'Barcode',
  namaBarang: 'Nama Barang',
  hapus: 'Hapus',
  cocok: 'COCOK',
  tidakAda: 'TIDAK ADA DI KIRIMAN',
  sudahDiterima: 'SUDAH DITERIMA',
  belumDiscan: 'BELUM DISCAN',
  diterimaSebelumnya: 'DITERIMA SEBELUMNYA',
  barangKiriman: 'Barang Kiriman',
  noTerima: 'No Terima',
} as const;

type RowStatus = 'cocok' | 'tidakAda' | 'sudahDiterima' | 'belumDiscan' | 'diterimaSebelumnya';
const STATUS_COLOR: Record<RowStatus, string> = {
  cocok: 'green',
  tidakAda: 'red',
  sudahDiterima: 'orange',
  belumDiscan: 'gray',
  diterimaSebelumnya: 'blue',
};

interface ScanRow {
  kode_barcode: string;
  nama_barang: string;
  berat: string | null;
  status: RowStatus;
  scanned: boolean;
}

const isKc = (row: MasterRowOf<'baki'>) => hasWarehouseRole(row.kode_gudang, 'DISPLAY');

function Penerimaan({ kiriman, onDone }: { kiriman: Kiriman; onDone: (closed: boolean, written: DocumentResultValue) => void }) {
  const [scans, setScans] = useState<string[]>([]);
  const [kode, setKode] = useState('');
  const [baki, setBaki] = useState<string | null>(null);
  // Which of the two buttons is saving (its label says so); the save's own guard ignores the other.
  const [pressed, setPressed] = useState<'semua' | 'scan'>('scan');
  // Mounted per shipment (key = no_kirim): one Idempotency-Key per shipment's form.
  const { saving, submit } = useDocumentSave();
  const scanField = useRef<HTMLInputElement>(null);
  const detail = useApiQuery(kirimBarangApi.kirimanDetail, { params: { no_kirim: kiriman.no_kirim } });
  const cek = useApiQuery(
    kirimBarangApi.cekTerimaBarang,
    { body: { no_kirim: kiriman.no_kirim, detail_barang: scans } },
    { placeholderData: (previous) => previous },
  );
  const selisih = cek.data?.data;

  const rows = useMemo<ScanRow[]>(() => {
    const goods = detail.data?.data.detail_barang ?? [];
    const scanned = new Set(scans);
    const extra = new Set(selisih?.tidak_ada_di_kiriman ?? []);
    const again = new Set(selisih?.sudah_diterima ?? []);
    const matched = new Set((selisih?.cocok ?? []).map((c) => c.kode_barcode));
    const list: ScanRow[] = goods.map((g) => ({
      kode_barcode: g.kode_barcode,
      nama_barang: g.nama_barang,
      berat: g.berat,
      scanned: scanned.has(g.kode_barcode),
      status: again.has(g.kode_barcode)
        ? 'sudahDiterima'
        : g.status === 'DITERIMA'
          ? 'diterimaSebelumnya'
          : matched.has(g.kode_barcode)
            ? 'cocok'
            : 'belumDiscan',
    }));
    // Scans that are not goods of this shipment come first, where staff see them.
    const unknown = scans.filter((code) => extra.has(code) || !goods.some((g) => g.kode_barcode === code));
    return [
      ...unknown.map((code): ScanRow => ({ kode_barcode: code, nama_barang: '-', berat: null, status: 'tidakAda', scanned: true })),
      ...list,
    ];
  }, [detail.data, scans, selisih]);

  const count = (status: RowStatus) => rows.filter((r) => r.status === status).length;
  const blocked = count('tidakAda') + count('sudahDiterima') > 0;
  const cocok = rows.filter((r) => r.status === 'cocok');
  const belum = rows.filter((r) => r.status === 'belumDiscan' || r.status === 'cocok');

  const scan = (code: string) => {
    setKode('');
    if (scans.includes(code)) {
      notifyInfo(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel);
      return;
    }
    setScans((current) => [code, ...current]);
  };

  const receive = (semua: boolean) => {
    setPressed(semua ? 'semua' : 'scan');
    const moving = semua ? belum : cocok;
    const berat = sumGrams(moving.map((r) => r.berat ?? '0'));
    // Whether the shipment is now wholly received (it leaves the list), as the server answered.
    let closed = false;
    return submit({
      // The contract checks the body: 'Kode Baki Harus Dipilih', 'Data Barag Tidak Boleh Kosong'.
      schema: kirimBarangApi.terimaBarang.body,
      body: semua
        ? { no_kirim: kiriman.no_kirim, kode_baki: baki ?? '', semua: true }
        : { no_kirim: kiriman.no_kirim, kode_baki: baki ?? '', detail_barang: scans },
      // Rules of the screen's differences, which the contract cannot see: a scan that is not on the road in
      // this shipment refuses the receipt; nothing matched yet (the check still answering) receives nothing.
      check: () => (!semua && blocked ? MESSAGES.scanTidakBisaDiterima : moving.length === 0 ? MESSAGES.dataBaragTidakBolehKosong : null),
      confirm: { message: konfirmasiTerimaBarang(moving.length, baki ?? ''), facts: documentFacts({ qty: moving.length, berat }) },
      write: async (key, body) => {
        const answer = await callApi(kirimBarangApi.terimaBarang, { body }, { idempotencyKey: key });
        closed = answer.data.status === 'DITERIMA';
        return {
          message: answer.message,
          no_dokumen: answer.no_terima,
          qty: answer.data.diterima.length,
          berat: sumGrams(answer.data.diterima.map((r) => r.berat)),
        };
      },
      afterSuccess: async (written) => {
        setScans([]);
        onDone(closed, written);
        if (!closed) await detail.refetch();
      },
    });
  };

  const badge = (status: RowStatus) => (
    <Badge key={status} variant="light" color={STATUS_COLOR[status]} size="sm">
      {`${TERIMA_TEXT[status]}: ${count(status)}`}
    </Badge>
  );

  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={5} ff="monospace">
              {kiriman.no_kirim}
            </Title>
            <Text size="xs" c="dimmed">
              {`${TERIMA_TEXT.dari} ${kiriman.kode_toko} - ${kiriman.nama_toko} · ${kiriman.tgl_kirim} · ${formatQty(kiriman.qty)} pcs · ${formatGrams(kiriman.berat, 3)} gr · ${TERIMA_TEXT.transit} ${kiriman.lama_transit_hari} ${TERIMA_TEXT.hari}`}
            </Text>
          </div>
          <Badge variant="outline">{kiriman.status}</Badge>
        </Group>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <MasterSelect
              list="baki"
              where={isKc}
              label={TERIMA_TEXT.bakiTujuan}
              withAsterisk
              size="xs"
              w={220}
              value={baki}
              onChange={(v) => {
                setBaki(v);
                setTimeout(() => scanField.current?.focus(), 0);
              }}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <BarcodeInput ref={scanField} label={TERIMA_TEXT.scan} size="xs" w={200} value={kode} onValueChange={setKode} onLookup={scan} />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <SaveButton
              size="xs"
              icon={<IconScan size={14} />}
              saving={saving && pressed === 'scan'}
              disabled={cocok.length === 0 || blocked}
              label={`${TERIMA_TEXT.terimaScan} (${cocok.length})`}
              onClick={() => void receive(false)}
            />
            <SaveButton
              size="xs"
              variant="light"
              icon={<IconChecks size={14} />}
              saving={saving && pressed === 'semua'}
              disabled={belum.length === 0}
              label={TERIMA_TEXT.terimaSemua}
              onClick={() => void receive(true)}
            />
          </Group>
        </Group>
        <Group gap={6}>{(['cocok', 'belumDiscan', 'tidakAda', 'sudahDiterima', 'diterimaSebelumnya'] as const).map(badge)}</Group>
        <Table.ScrollContainer minWidth={500} maxHeight={380}>
          <Table striped withTableBorder fz="xs" verticalSpacing={3} stickyHeader aria-label={TERIMA_TEXT.barangKiriman}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={100}>{TERIMA_TEXT.barcode}</Table.Th>
                <Table.Th>{TERIMA_TEXT.namaBarang}</Table.Th>
                <Table.Th w={90} ta="right">
                  {TERIMA_TEXT.berat}
                </Table.Th>
                <Table.Th w={170}>{TERIMA_TEXT.status}</Table.Th>
                <Table.Th w={36} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.kode_barcode}>
                  <Table.Td ff="monospace">{row.kode_barcode}</Table.Td>
                  <Table.Td>{row.nama_barang}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {row.berat ? formatGrams(row.berat, 3) : '-'}
                  </Table.Td>
                  <Table.Td>
                    <Badge size="xs" variant={row.status === 'belumDiscan' ? 'outline' : 'light'} color={STATUS_COLOR[row.status]}>
                      {TERIMA_TEXT[row.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {row.scanned && (
                      <ActionIcon
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`${TERIMA_TEXT.hapus} ${row.kode_barcode}`}
                        onClick={() => setScans((s) => s.filter((c) => c !== row.kode_barcode))}
                      >
                        <IconTrash size={14} />
                      </ActionIcon>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Th colSpan={2}>{`${TERIMA_TEXT.cocok}: ${formatQty(cocok.length)} pcs`}</Table.Th>
                <Table.Th ta="right">{formatGrams(sumGrams(cocok.map((r) => r.berat ?? '0')), 3)}</Table.Th>
                <Table.Th colSpan={2} />
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}

export function TerimaKirimanPanel() {
  const client = useQueryClient();
  const kiriman = useApiQuery(kirimBarangApi.kirimanMasuk, {});
  const [opened, setOpened] = useState<string | null>(null);
  // The last receipt written: above the list, so it stays when a shipment received whole leaves it.
  const [received, setReceived] = useState<DocumentResultValue | null>(null);
  const list = kiriman.data?.data ?? [];
  const current = list.find((k) => k.no_kirim === opened) ?? null;

  const columns: DataTableColumnDef<Kiriman>[] = [
    {
      accessor: 'no_kirim',
      title: TERIMA_TEXT.noKirim,
      width: 190,
      noWrap: true,
      render: (k) => (
        <Text size="sm" ff="monospace" fw={600}>
          {k.no_kirim}
        </Text>
      ),
    },
    { accessor: 'kode_toko', title: TERIMA_TEXT.dari, render: (k) => `${k.kode_toko} - ${k.nama_toko}` },
    { accessor: 'tgl_kirim', title: TERIMA_TEXT.tanggal, width: 110, noWrap: true },
    {
      accessor: 'qty',
      title: TERIMA_TEXT.qty,
      textAlign: 'right',
      width: 90,
      render: (k) => (k.qty_terima ? `${formatQty(k.qty - k.qty_terima)} / ${formatQty(k.qty)}` : formatQty(k.qty)),
    },
    {
      accessor: 'berat',
      title: TERIMA_TEXT.berat,
      textAlign: 'right',
      width: 110,
      noWrap: true,
      render: (k) => `${formatGrams(k.berat, 3)} gr`,
    },
    {
      accessor: 'lama_transit_hari',
      title: TERIMA_TEXT.transit,
      textAlign: 'right',
      width: 90,
      noWrap: true,
      render: (k) => `${k.lama_transit_hari} ${TERIMA_TEXT.hari}`,
    },
    {
      accessor: 'status',
      title: TERIMA_TEXT.status,
      width: 110,
      render: (k) => (
        <Badge size="xs" variant="outline">
          {k.status}
        </Badge>
      ),
    },
  ];

  const done = (closed: boolean, written: DocumentResultValue) => {
    setReceived(written);
    void client.invalidateQueries({ queryKey: [kirimBarangApi.kirimanMasuk.path] });
    if (closed) setOpened(null);
  };

  return (
    <Stack gap="sm">
      <DocumentResultPanel result={received} onClose={() => setReceived(null)} numberLabel={TERIMA_TEXT.noTerima} />
      <DataTable<Kiriman>
        title={
          <Group gap={6}>
            <IconPackageImport size={16} />
            <Text fw={600}>{TERIMA_TEXT.kirimanMasuk}</Text>
          </Group>
        }
        records={list}
        columns={columns}
        idAccessor="no_kirim"
        searchable={false}
        exportable={false}
        pagination={false}
        fetching={kiriman.isLoading}
        onRowClick={({ record }) => setOpened(record.no_kirim)}
        rowStyle={(record) =>
          record.no_kirim === opened ? { background: 'var(--mantine-color-yellow-1)', cursor: 'pointer' } : { cursor: 'pointer' }
        }
        maxHeight={list.length > 4 ? 190 : undefined}
        minHeight={list.length === 0 ? 110 : undefined}
      />
      {current ? (
        <Penerimaan key={current.no_kirim} kiriman={current} onDone={done} />
      ) : (
        list.length > 0 && (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {TERIMA_TEXT.pilihKiriman}
          </Text>
        )
      )}
    </Stack>
  );
}
