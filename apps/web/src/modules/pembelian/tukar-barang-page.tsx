// /tukar-barang (beyond the specification): the exchange — one transaction that buys the customer's old gold
// back (the buy-back's seller and lines) and sells new pieces (scanned, priced by the server), the difference
// paid by the customer (the sale's rules: core's ringkasBayar) or paid back by the shop (exactly: core's
// ringkasBayarBeli), who pays it from core's selisihTukar. Simpan asks with the old gold's value, the new
// pieces' total and the difference; the result panel prints the sale's nota and slip and the buy-back's slip.
import { useRef } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconReceipt2, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  formatGrams,
  formatRupiah,
  hargaBaris,
  MESSAGES,
  PEMBELIAN_MESSAGES as P,
  penjualanApi,
  ringkasBayar,
  ringkasBayarBeli,
  selisihTukar,
  sumGrams,
  tukarApi,
} from '@kencana/core';
import {
  CONFIRM_TEXT,
  DocumentResultPanel,
  documentFacts,
  SaveButton,
  ScanField,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
  type ConfirmFact,
} from '../../components/document/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { cetakNota, cetakSlip } from '../../lib/cetak-penjualan.ts';
import { notifyScanError } from '../../lib/notify.ts';
import { BarangLamaPanel } from './barang-lama-panel.tsx';
import { BayarBeliFields } from './bayar-beli-fields.tsx';
import { cetakSlipPembelian } from './cetak-pembelian.ts';
import { CustomerBeliFields } from './customer-beli-fields.tsx';
import {
  BELI_TEXT,
  EMPTY_BAYAR,
  EMPTY_CUSTOMER,
  toDetailBeli,
  toPembayaranBeli,
  totalLama,
  type BayarBeli,
  type CustomerBeli,
  type LineLama,
} from './pembelian-form.ts';

/** A new piece sold in the exchange, priced as the server quoted it. */
interface NewPiece {
  kode_barcode: string;
  nama_barang: string;
  kode_group: string;
  berat: string;
  kadar: string;
  harga: number;
}

interface TukarForm {
  customer: CustomerBeli;
  kode_sales: string;
  lines: LineLama[];
  baru: NewPiece[];
  bayar: BayarBeli;
}
const EMPTY_FORM: TukarForm = { customer: EMPTY_CUSTOMER, kode_sales: '', lines: [], baru: [], bayar: EMPTY_BAYAR };

/** Who pays the difference, as a label. */
const arah = (dibayar_oleh: 'CUSTOMER' | 'TOKO' | '-') => (dibayar_oleh === 'TOKO' ? BELI_TEXT.dibayarToko : BELI_TEXT.dibayarCustomer);

export default function TukarBarangPage() {
  const form = useDocumentDraft<TukarForm>('tukar-barang', EMPTY_FORM);
  const { customer, kode_sales, lines, baru, bayar } = form.value;
  const change = (patch: Partial<TukarForm>) => form.set((current) => ({ ...current, ...patch }));
  const { saving, result, clearResult, submit } = useDocumentSave();
  const scanRef = useRef<HTMLInputElement>(null);
  useLeaveGuard(form.dirty);

  const lama = totalLama(lines);
  const totalBaru = baru.reduce((sum, piece) => sum + piece.harga, 0);
  const selisih = selisihTukar(totalBaru, lama.total);
  const pembayaran = toPembayaranBeli(bayar);
  const bayarCustomer = ringkasBayar(selisih.jumlah, pembayaran);
  const bayarToko = ringkasBayarBeli(selisih.jumlah, pembayaran);
  const sesuai = selisih.dibayar_oleh === 'TOKO' ? bayarToko.sesuai : bayarCustomer.masalah === null;

  const scanBaru = async (code: string) => {
    if (baru.some((piece) => piece.kode_barcode === code)) return notifyScanError(MESSAGES.kodeBarcodeTersebutSudahAdaDitabel, code);
    try {
      const { data } = await callApi(penjualanApi.barangJual, { query: { kode_barcode: code } });
      const piece: NewPiece = {
        kode_barcode: data.kode_barcode,
        nama_barang: data.nama_barang,
        kode_group: data.kode_group,
        berat: data.berat,
        kadar: data.kadar,
        harga: hargaBaris({ harga_emas: data.harga_emas, ongkos: data.ongkos, harga_atribut: data.harga_atribut, diskon: 0 }),
      };
      form.set((current) => ({ ...current, baru: [...current.baru, piece] }));
    } catch (error) {
      notifyScanError(errorText(error, MESSAGES.barangTidakDiTemukan), code);
    }
  };

  const facts: ConfirmFact[] = [
    ...documentFacts({ qty: lama.qty, berat: lama.berat }),
    { label: BELI_TEXT.totalBeli, value: formatRupiah(lama.total) },
    { label: BELI_TEXT.totalJual, value: `${baru.length} ${CONFIRM_TEXT.pcs} · ${formatRupiah(totalBaru)}` },
    { label: arah(selisih.dibayar_oleh), value: formatRupiah(selisih.jumlah) },
  ];

  const save = () =>
    submit({
      // The contract holds the seller, the sales person, both lists and the payments' form.
      schema: tukarApi.simpanTukar.body,
      body: {
        kode_sales,
        customer,
        barang_lama: toDetailBeli(lines),
        barang_baru: baru.map((piece) => ({ kode_barcode: piece.kode_barcode, diskon: 0 })),
        pembayaran,
      },
      // Not in the contract: the payment against the difference needs the prices of both sides, which the
      // body does not carry (core's selisihTukar, ringkasBayar, ringkasBayarBeli — the server's rules).
      check: () => (sesuai ? null : selisih.dibayar_oleh === 'TOKO' ? P.pembayaranTidakSesuai : P.pembayaranKurang),
      confirm: { message: P.konfirmasiSimpanTukar, facts },
      write: async (key, body) => {
        const answer = await callApi(tukarApi.simpanTukar, { body }, { idempotencyKey: key, timeoutMs: 30_000 });
        const done = answer.data;
        return {
          message: answer.message,
          no_dokumen: done.no_tukar,
          qty: baru.length,
          extra: [
            `${BELI_TEXT.noFakturBeli} ${done.no_faktur_beli}`,
            `No Faktur ${done.no_faktur_jual}`,
            `${arah(done.dibayar_oleh)} ${formatRupiah(Math.abs(done.selisih))}`,
            done.kembalian > 0 ? `${BELI_TEXT.kembalian} ${formatRupiah(done.kembalian)}` : null,
          ]
            .filter(Boolean)
            .join(' · '),
          prints: [
            { label: BELI_TEXT.cetakNotaJual, run: () => cetakNota(done.no_faktur_jual) },
            { label: BELI_TEXT.cetakSlipJual, run: () => cetakSlip(done.no_faktur_jual), kind: 'slip' },
            { label: BELI_TEXT.cetakSlipBeli, run: () => cetakSlipPembelian(done.no_faktur_beli), kind: 'slip' },
          ],
        };
      },
      afterSuccess: () => form.clear(),
    });

  return (
    <PageFrame
      path="/tukar-barang"
      actions={
        <Button component={Link} to="/transaksi-pembelian" size="xs" variant="light" leftSection={<IconReceipt2 size={14} />}>
          {BELI_TEXT.kePembelian}
        </Button>
      }
    >
      <DocumentResultPanel result={result} onClose={clearResult} numberLabel={BELI_TEXT.noTukar} testId="hasil-tukar" />
      <Group align="stretch" gap="xs" wrap="nowrap">
        <Paper withBorder radius="md" p="sm" w={300} style={{ flexShrink: 0 }}>
          <Stack gap={6}>
            <CustomerBeliFields value={customer} onChange={(next) => change({ customer: next })} />
            <MasterSelect
              list="sales"
              label={BELI_TEXT.sales}
              size="xs"
              withAsterisk
              value={kode_sales || null}
              onChange={(v) => change({ kode_sales: v ?? '' })}
              data-testid="sales-tukar"
            />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="sm" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6}>
            <BarangLamaPanel title={BELI_TEXT.barangLama} lines={lines} onChange={(next) => change({ lines: next })} />
            <Paper withBorder radius="sm" p="xs" bg="gray.0">
              <Stack gap={6}>
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <Title order={6} mr="auto">
                    {BELI_TEXT.barangBaru}
                  </Title>
                  <ScanField
                    ref={scanRef}
                    label={BELI_TEXT.scanBaru}
                    size="xs"
                    w={220}
                    autoFocus={false}
                    onScan={scanBaru}
                    data-testid="scan-baru"
                  />
                </Group>
                <Table fz="xs" verticalSpacing={3} withTableBorder data-testid="barang-baru">
                  <Table.Tbody>
                    {baru.length === 0 && (
                      <Table.Tr>
                        <Table.Td ta="center" c="dimmed">
                          {BELI_TEXT.kosong}
                        </Table.Td>
                      </Table.Tr>
                    )}
                    {baru.map((piece) => (
                      <Table.Tr key={piece.kode_barcode}>
                        <Table.Td>{piece.kode_barcode}</Table.Td>
                        <Table.Td>{piece.nama_barang}</Table.Td>
                        <Table.Td>{piece.kode_group}</Table.Td>
                        <Table.Td ta="right">{formatGrams(piece.berat, 3)} gr</Table.Td>
                        <Table.Td>{piece.kadar}</Table.Td>
                        <Table.Td ta="right">{formatRupiah(piece.harga)}</Table.Td>
                        <Table.Td w={30}>
                          <ActionIcon
                            size="sm"
                            variant="subtle"
                            color="red"
                            aria-label={`${BELI_TEXT.hapus} ${piece.kode_barcode}`}
                            onClick={() => change({ baru: baru.filter((p) => p.kode_barcode !== piece.kode_barcode) })}
                          >
                            <IconTrash size={14} />
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
                <Group gap="lg" justify="flex-end">
                  <Text size="xs">
                    {BELI_TEXT.totalBeli}: <b>{formatRupiah(lama.total)}</b>
                  </Text>
                  <Text size="xs">
                    {BELI_TEXT.totalJual}: <b data-testid="total-baru">{formatRupiah(totalBaru)}</b> (
                    {formatGrams(sumGrams(baru.map((p) => p.berat)), 3)} gr)
                  </Text>
                  <Text size="sm" fw={700} c={selisih.dibayar_oleh === 'TOKO' ? 'orange' : 'dark'} data-testid="selisih-tukar">
                    {arah(selisih.dibayar_oleh)}: {formatRupiah(selisih.jumlah)}
                  </Text>
                </Group>
              </Stack>
            </Paper>
            <BayarBeliFields value={bayar} onChange={(next) => change({ bayar: next })}>
              <Stack gap={0} ml="auto" align="flex-end">
                <Text size="xs" c="dimmed">
                  {BELI_TEXT.sisa}
                </Text>
                <Text size="sm" fw={600} c={sesuai ? 'teal' : 'red'} data-testid="selisih-bayar">
                  {formatRupiah(bayarCustomer.total_bayar - selisih.jumlah)}
                </Text>
              </Stack>
              <SaveButton
                size="xs"
                icon={<IconDeviceFloppy size={14} />}
                saving={saving}
                label={BELI_TEXT.simpanTukar}
                onClick={() => void save()}
                data-testid="simpan"
              />
            </BayarBeliFields>
          </Stack>
        </Paper>
      </Group>
    </PageFrame>
  );
}
