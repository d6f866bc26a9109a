// /transaksi-penjualan: the cashier scans pieces (8-character barcodes), each priced at today's gold price
// of its category (+ ongkos + attribute − discount, rounded up to Rp 500), picks the customer (a member by
// code, phone or name, or a walk-in with name, phone, address) and the sales person, splits the payment,
// confirms what will be booked, and saves; then the nota PDF and the slip. Built on the document toolkit:
// the scan field, one save (guard, Idempotency-Key, the contract's checks), the confirmation, the result
// with its prints, and the draft of the whole sale.
import { useMemo, useRef, useState } from 'react';
import { Box, Button, Group, Image, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCash, IconUser } from '@tabler/icons-react';
import { z } from 'zod';
import {
  diskonMaksimal,
  formatGrams,
  formatRupiah,
  hargaBaris,
  hargaKotor,
  JENIS_BAYAR_JUAL,
  memberApi,
  titipanApi,
  MESSAGES,
  PENJUALAN_MESSAGES as PM,
  penjualanApi,
  purityText,
  sumGrams,
  type BarangJual,
  type Otorisasi,
} from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
import type { DataTableColumnDef } from '../../components/data-table/index.ts';
import {
  documentFacts,
  DocumentResultPanel,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { ScanList, useScanList } from '../../components/scan-list/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { useHargaEmasBerubah } from '../../lib/live-prices.ts';
import { notifyError } from '../../lib/notify.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { getSession } from '../../lib/session.ts';
import { cetakNota, cetakSlip } from './cetak-nota.ts';
import { bayarSummary, newBayarRow, PembayaranPanel, toPembayaran } from '../../components/pembayaran/index.ts';

export const JUAL_TEXT = {
  customer: 'Customer',
  member: 'Member',
  umum: 'Umum',
  cariMember: 'Cari Member (Kode / No HP / Nama)',
  nama: 'Nama Customer',
  noHp: 'No HP',
  alamat: 'Alamat',
  sales: 'Sales',
  pilihSales: 'Pilih Sales',
  foto: 'Foto',
  hargaEmas: 'Harga Emas',
  ongkos: 'Ongkos',
  diskon: 'Diskon',
  harga: 'Harga',
  simpan: 'Simpan Penjualan',
  cetakNota: 'Cetak Nota',
  cetakSlip: 'Cetak Slip',
  noFaktur: 'No Faktur',
  kembalian: 'Kembalian',
  poin: 'Poin',
  diskonMaks: 'Diskon Maks',
  ganti: 'Ganti',
} as const;

/** A scanned piece on the counter: what the server priced, and what the cashier typed (digits). */
export type SaleLine = BarangJual & { ongkos_input: string; diskon_input: string };

const digits = (value: string): number => (value ? Number(value) : 0);
/** The line's figures as the server will book them. */
export function lineFigures(line: SaleLine) {
  const ongkos = digits(line.ongkos_input);
  const diskon = digits(line.diskon_input);
  const kotor = hargaKotor({ harga_emas: line.harga_emas, ongkos, harga_atribut: line.harga_atribut });
  const maks = diskonMaksimal(kotor, line.diskon_maks_persen);
  return {
    ongkos,
    diskon,
    kotor,
    maks,
    lewat: diskon > maks,
    harga: hargaBaris({ harga_emas: line.harga_emas, ongkos, harga_atribut: line.harga_atribut, diskon, pembulatan: line.pembulatan_jual }),
  };
}

/** The sale form besides its lines: who buys, who sells, how it is paid. Kept as a draft (reload, crash). */
const SaleFormSchema = z.object({
  mode: z.enum(['MEMBER', 'UMUM']),
  member: memberApi.MemberSummarySchema.nullable(),
  customer: z.object({ nama: z.string(), no_hp: z.string(), alamat: z.string() }),
  kode_sales: z.string().nullable(),
  /** Deposits: keep the cash change as the customer's deposit. */
  kembalian_titip: z.boolean().optional(),
  bayar: z.array(
    z.object({
      id: z.number(),
      jenis: z.enum(JENIS_BAYAR_JUAL),
      jumlah: z.string(),
      kode_bank: z.string(),
      kode_marketplace: z.string(),
      no_referensi: z.string(),
    }),
  ),
});
type SaleForm = z.infer<typeof SaleFormSchema>;
const emptyForm = (): SaleForm => ({
  mode: 'UMUM',
  member: null,
  customer: { nama: '', no_hp: '', alamat: '' },
  kode_sales: null,
  bayar: [newBayarRow()],
});

export default function TransaksiPenjualanPage() {
  const toko = getSession()?.kode_toko;
  const list = useScanList<SaleLine>({
    draftKey: 'transaksi-penjualan',
    lookup: async (kode_barcode) => {
      const { data } = await callApi(penjualanApi.barangJual, { query: { kode_barcode, kode_toko: toko } });
      return { ...data, ongkos_input: String(data.ongkos), diskon_input: '' };
    },
  });
  // A gold price set or changed while pieces are on the counter: each is priced again (what the server will book).
  useHargaEmasBerubah(() => {
    for (const row of list.rows)
      void callApi(penjualanApi.barangJual, { query: { kode_barcode: row.kode_barcode, kode_toko: toko } })
        .then(({ data }) =>
          list.update(row.kode_barcode, (r) => ({
            ...r,
            harga_per_gram: data.harga_per_gram,
            harga_emas: data.harga_emas,
            pembulatan_jual: data.pembulatan_jual,
          })),
        )
        .catch((error: unknown) => notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData)));
  });
  const [empty] = useState(emptyForm);
  const form = useDocumentDraft<SaleForm>('transaksi-penjualan.form', empty, SaleFormSchema);
  const { mode, member, customer, kode_sales: kodeSales, bayar } = form.value;
  const change = (patch: Partial<SaleForm>) => form.set((current) => ({ ...current, ...patch }));
  // An untouched form (one empty cash row) is no work in progress; scanned pieces or anything typed are.
  useLeaveGuard(form.dirty || list.rows.length > 0);
  const [cari, setCari] = useState('');
  const { saving, result, clearResult, submit } = useDocumentSave();
  // A discount past the user's limit is asked of an OWN/SU (id, password, reason) and sent with the sale.
  const [approving, setApproving] = useState(false);
  const barcodeRef = useRef<HTMLInputElement>(null);

  const sales = useMasterOptions('sales');
  const marketplaces = useMasterOptions('marketplace');
  const found = useApiQuery(
    memberApi.cariMember,
    { query: { q: cari } },
    { enabled: mode === 'MEMBER' && cari.trim().length >= 2 && !member },
  );
  // Deposits: the customer's deposit at this store (a member, or a walk-in by phone), for a TITIPAN payment.
  const titipanQuery =
    mode === 'MEMBER'
      ? member
        ? { kode_member: member.kode_member }
        : null
      : customer.no_hp.replace(/\D/g, '').length >= 6
        ? { no_hp: customer.no_hp }
        : null;
  const titipan = useApiQuery(titipanApi.saldo, { query: titipanQuery ?? {} }, { enabled: titipanQuery !== null });

  const figures = list.rows.map(lineFigures);
  const total = figures.reduce((sum, f) => sum + f.harga, 0);
  const summary = bayarSummary(total, bayar);

  const columns = useMemo<DataTableColumnDef<SaleLine>[]>(
    () => [
      {
        accessor: 'foto',
        title: JUAL_TEXT.foto,
        width: 52,
        noExport: true,
        render: (row) =>
          row.foto ? <Image src={row.foto} alt={row.nama_barang} w={36} h={36} fit="cover" radius="sm" /> : <Text c="dimmed">-</Text>,
      },
      {
        accessor: 'nama_barang',
        title: 'Nama Barang',
        render: (row) => (
          <Stack gap={0}>
            <Text size="sm" lineClamp={1}>
              {row.nama_barang}
            </Text>
            <Text size="xs" c="dimmed" lineClamp={1}>
              {row.kode_group} · {row.nama_dept || row.kode_dept} · {purityText(row.kadar)} · {row.kode_baki}
              {row.nama_atribut && row.nama_atribut !== '-' ? ` · ${row.nama_atribut}` : ''}
            </Text>
          </Stack>
        ),
      },
      {
        accessor: 'harga_emas',
        title: JUAL_TEXT.hargaEmas,
        width: 124,
        noWrap: true,
        textAlign: 'right',
        render: (row) => formatRupiah(row.harga_emas + row.harga_atribut),
      },
      {
        accessor: 'ongkos_input',
        title: JUAL_TEXT.ongkos,
        width: 96,
        render: (row) => (
          <MoneyInput
            size="xs"
            aria-label={`${JUAL_TEXT.ongkos} ${row.kode_barcode}`}
            value={row.ongkos_input}
            disabled={saving}
            onValueChange={(v) => list.update(row.kode_barcode, (r) => ({ ...r, ongkos_input: v }))}
          />
        ),
      },
      {
        accessor: 'diskon_input',
        title: JUAL_TEXT.diskon,
        width: 96,
        render: (row) => {
          const f = lineFigures(row);
          return (
            <MoneyInput
              size="xs"
              aria-label={`${JUAL_TEXT.diskon} ${row.kode_barcode}`}
              value={row.diskon_input}
              disabled={saving}
              error={f.lewat ? `${JUAL_TEXT.diskonMaks} ${formatRupiah(f.maks)}` : undefined}
              onValueChange={(v) => list.update(row.kode_barcode, (r) => ({ ...r, diskon_input: v }))}
            />
          );
        },
      },
      {
        accessor: '__harga',
        title: JUAL_TEXT.harga,
        width: 134,
        textAlign: 'right',
        noWrap: true,
        render: (row) => (
          <Text fw={600} size="sm">
            {formatRupiah(lineFigures(row).harga)}
          </Text>
        ),
      },
    ],
    [list, saving],
  );

  const save = (otorisasi?: Otorisasi) =>
    submit({
      // The contract holds the sale's rules: sales chosen, pieces, a member or a customer's name, payments.
      schema: penjualanApi.simpanPenjualan.body,
      body: {
        kode_sales: kodeSales ?? '',
        ...(mode === 'MEMBER' ? { kode_member: member?.kode_member ?? '' } : { customer }),
        detail_barang: list.rows.map((row) => ({
          kode_barcode: row.kode_barcode,
          ongkos: digits(row.ongkos_input),
          diskon: digits(row.diskon_input),
        })),
        pembayaran: toPembayaran(bayar),
        ...(form.value.kembalian_titip && summary.kembalian > 0 ? { kembalian_titip: true } : {}),
        kode_toko: toko,
        ...(otorisasi ? { otorisasi } : {}),
      },
      // Not in the contract: the discount limit and the payment against the total need the prices the
      // server quoted for each piece (core's hargaBaris and ringkasBayar), which the body does not carry.
      check: () => {
        const over = list.rows.find((row) => lineFigures(row).lewat);
        if (over && !otorisasi) {
          setApproving(true);
          return `${PM.diskonMelebihiBatas} (${over.kode_barcode})`;
        }
        if (summary.masalah === 'KURANG') return `${PM.pembayaranKurang} (${formatRupiah(summary.kurang)})`;
        if (summary.masalah === 'NON_TUNAI_LEBIH') return PM.nonTunaiMelebihiTotal;
        return null;
      },
      confirm: {
        message: PM.konfirmasiSimpanPenjualan,
        facts: documentFacts({
          qty: list.totals.qty,
          berat: list.totals.berat,
          total,
          dibayar: summary.total_bayar,
          kembalian: summary.kembalian,
        }),
      },
      write: async (key, body) => {
        const answer = await callApi(penjualanApi.simpanPenjualan, { body }, { idempotencyKey: key, timeoutMs: 30_000 });
        const sold = answer.data;
        return {
          message: answer.message,
          no_dokumen: sold.no_faktur_jual,
          qty: sold.detail_barang.length,
          berat: sumGrams(sold.detail_barang.map((line) => line.berat)),
          extra: [
            formatRupiah(sold.total_harga),
            `${JUAL_TEXT.kembalian} ${formatRupiah(sold.kembalian)}`,
            sold.poin ? `${JUAL_TEXT.poin} ${sold.poin}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          prints: [
            { label: JUAL_TEXT.cetakNota, run: () => cetakNota(sold.no_faktur_jual) },
            { label: JUAL_TEXT.cetakSlip, run: () => cetakSlip(sold.no_faktur_jual), kind: 'slip' },
          ],
        };
      },
      afterSuccess: () => {
        list.clear();
        form.clear();
        setCari('');
      },
    }).finally(() => barcodeRef.current?.focus());

  return (
    <PageFrame path="/transaksi-penjualan">
      <DocumentResultPanel result={result} onClose={clearResult} numberLabel={JUAL_TEXT.noFaktur} testId="hasil-penjualan" />
      <Paper withBorder radius="md" p="xs">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {JUAL_TEXT.customer}
            </Text>
            <SegmentedControl
              size="xs"
              value={mode}
              onChange={(value) => change({ mode: value as SaleForm['mode'] })}
              data={[
                { value: 'UMUM', label: JUAL_TEXT.umum },
                { value: 'MEMBER', label: JUAL_TEXT.member },
              ]}
            />
          </Stack>
          {mode === 'MEMBER' ? (
            member ? (
              <Group gap="xs" wrap="nowrap" style={{ flex: 1 }} h={30}>
                <IconUser size={14} />
                <Text size="sm" fw={600} data-testid="member-terpilih">
                  {member.kode_member} - {member.nama_member}
                </Text>
                <Text size="xs" c="dimmed">
                  {member.no_hp} · {JUAL_TEXT.poin} {member.poin}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => change({ member: null })}>
                  {JUAL_TEXT.ganti}
                </Button>
              </Group>
            ) : (
              <Select
                size="xs"
                style={{ flex: 1 }}
                label={JUAL_TEXT.cariMember}
                searchable
                searchValue={cari}
                onSearchChange={setCari}
                data={(found.data?.data ?? []).map((m) => ({
                  value: m.kode_member,
                  label: `${m.kode_member} - ${m.nama_member} (${m.no_hp})`,
                }))}
                nothingFoundMessage={cari.trim().length >= 2 && !found.isFetching ? PM.memberTidakDitemukan : undefined}
                onChange={(value) => change({ member: found.data?.data.find((m) => m.kode_member === value) ?? null })}
                filter={({ options }) => options}
              />
            )
          ) : (
            <>
              <TextInput
                size="xs"
                w={220}
                label={JUAL_TEXT.nama}
                maxLength={100}
                value={customer.nama}
                onChange={(e) => change({ customer: { ...customer, nama: e.currentTarget.value.toUpperCase() } })}
              />
              <TextInput
                size="xs"
                w={140}
                label={JUAL_TEXT.noHp}
                maxLength={20}
                value={customer.no_hp}
                onChange={(e) => change({ customer: { ...customer, no_hp: e.currentTarget.value.replace(/[^0-9+\- ]/g, '') } })}
              />
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label={JUAL_TEXT.alamat}
                maxLength={200}
                value={customer.alamat}
                onChange={(e) => change({ customer: { ...customer, alamat: e.currentTarget.value.toUpperCase() } })}
              />
            </>
          )}
          {/* allowDeselect off: Enter on the chosen sales person (↓ + Enter, then Enter again) must not clear it. */}
          <Select
            size="xs"
            w={200}
            label={JUAL_TEXT.sales}
            placeholder={JUAL_TEXT.pilihSales}
            data={sales.data}
            value={kodeSales}
            onChange={(value) => change({ kode_sales: value })}
            searchable
            allowDeselect={false}
          />
        </Group>
      </Paper>
      <Paper withBorder radius="md" p="xs">
        <Stack gap="xs">
          <ScanList
            list={list}
            columns={columns}
            disabled={saving}
            inputRef={barcodeRef}
            height={result ? 'calc(100vh - 610px)' : 'calc(100vh - 520px)'}
          />
        </Stack>
      </Paper>
      <Group align="stretch" wrap="nowrap" gap="xs">
        <Box style={{ flex: 1, minWidth: 0 }}>
          <PembayaranPanel
            total={total}
            rows={bayar}
            onChange={(rows) => change({ bayar: rows })}
            marketplaces={marketplaces.data}
            disabled={saving}
            titipan={titipan.data?.data ?? null}
            kembalianTitip={Boolean(form.value.kembalian_titip)}
            onKembalianTitipChange={(kembalian_titip) => change({ kembalian_titip })}
          />
        </Box>
        <Paper withBorder radius="md" p="xs" w={200}>
          <Stack gap="xs" justify="space-between" h="100%">
            <Text size="sm" fw={600} ta="center" data-testid="jumlah-jual">
              {list.rows.length} pcs · {formatGrams(list.totals.berat, 3)} gr
            </Text>
            <SaveButton saving={saving} label={JUAL_TEXT.simpan} icon={<IconCash size={16} />} onClick={() => void save()} fullWidth />
          </Stack>
        </Paper>
      </Group>
      <ApprovalDialog
        opened={approving}
        onClose={() => setApproving(false)}
        description={`${PM.diskonMelebihiBatas}: ${MESSAGES.otorisasiWajib}`}
        onApprove={async (otorisasi) => {
          // The approval dialog closes first: the send asks its confirmation and shows its answer as any save.
          setApproving(false);
          void save(otorisasi);
        }}
      />
    </PageFrame>
  );
}
