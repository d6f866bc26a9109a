// /transaksi-pembelian: the shop buys old gold back. The seller (NIK, name, phone, address — the law against
// fencing), the old-gold lines (barang-lama-panel), the payout (CASH / TRANSFER, exactly the total: core's
// ringkasBayarBeli, as the server checks it), an optional photo; Simpan asks with the pieces, grams, total and
// payout, then POST pembelian and the result panel with the buy-back's slip. The exchange has its own
// screen (/tukar-barang), one click away in the header.
import { useRef, useState } from 'react';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconDeviceFloppy, IconPhoto } from '@tabler/icons-react';
import { formatRupiah, MESSAGES, PEMBELIAN_MESSAGES as P, pembelianApi, ringkasBayarBeli, type Otorisasi } from '@kencana/core';
import { Link } from 'react-router';
import {
  DocumentResultPanel,
  documentFacts,
  SaveButton,
  useDocumentDraft,
  useDocumentSave,
  useLeaveGuard,
} from '../../components/document/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { ApprovalDialog } from '../../components/approval/index.ts';
import { ApiError, callApi } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify.ts';
import { resizeImageFile } from '../../lib/photo.ts';
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

export { BELI_TEXT } from './pembelian-form.ts';

interface BeliForm {
  customer: CustomerBeli;
  lines: LineLama[];
  bayar: BayarBeli;
}
const EMPTY_FORM: BeliForm = { customer: EMPTY_CUSTOMER, lines: [], bayar: EMPTY_BAYAR };

export default function TransaksiPembelianPage() {
  const form = useDocumentDraft<BeliForm>('transaksi-pembelian', EMPTY_FORM);
  const { customer, lines, bayar } = form.value;
  const change = (patch: Partial<BeliForm>) => form.set((current) => ({ ...current, ...patch }));
  // The photo is not drafted: a data URL of up to 700 kB does not belong in browser storage.
  const [foto, setFoto] = useState<string | null>(null);
  const { saving, result, clearResult, submit } = useDocumentSave();
  // A line price above the computed buy-back price is refused to staff by the server; the
  // refusal opens the OWN/SU approval dialog, and the buy-back is sent again with the approval.
  const [approving, setApproving] = useState(false);
  const shell = useRef<HTMLDivElement>(null);
  useLeaveGuard(form.dirty);

  const totals = totalLama(lines);
  const pembayaran = toPembayaranBeli(bayar);
  const ringkas = ringkasBayarBeli(totals.total, pembayaran);

  const pickFoto = async (file: File | null) => {
    if (!file) return;
    try {
      const { blob } = await resizeImageFile(file);
      const reader = new FileReader();
      reader.onload = () => setFoto(String(reader.result));
      reader.readAsDataURL(blob);
    } catch {
      notifyError(MESSAGES.fotoTidakDapatDibaca);
    }
  };

  const save = (otorisasi?: Otorisasi) =>
    submit({
      // The contract holds the seller, the lines and the payments' form.
      schema: pembelianApi.simpanPembelian.body,
      body: {
        customer,
        detail_barang: toDetailBeli(lines),
        pembayaran: pembayaran.length > 0 ? pembayaran : [{ jenis: 'CASH', jumlah: 0 }],
        ...(foto ? { foto } : {}),
        ...(otorisasi ? { otorisasi } : {}),
      },
      // Not in the contract: the payout must equal the lines' total, which the body does not carry (core's
      // ringkasBayarBeli, the server's check too).
      check: () => (ringkas.sesuai ? null : P.pembayaranTidakSesuai),
      confirm: {
        message: P.konfirmasiSimpanPembelian,
        facts: documentFacts({ qty: totals.qty, berat: totals.berat, total: totals.total, payout: ringkas.total_bayar }),
      },
      write: async (key, body) => {
        const answer = await callApi(pembelianApi.simpanPembelian, { body }, { idempotencyKey: key, timeoutMs: 20_000 }).catch(
          (error: unknown) => {
            if (error instanceof ApiError && error.message.startsWith(MESSAGES.hargaBeliMelebihiHitung)) setApproving(true);
            throw error;
          },
        );
        const written = answer.data;
        return {
          message: answer.message,
          no_dokumen: written.no_faktur_beli,
          qty: written.detail_barang.length,
          berat: written.total_berat,
          extra: formatRupiah(written.total_harga),
          prints: [{ label: BELI_TEXT.cetakSlipBeli, run: () => cetakSlipPembelian(written.no_faktur_beli), kind: 'slip' }],
        };
      },
      afterSuccess: () => {
        form.clear();
        setFoto(null);
      },
    }).finally(() => shell.current?.querySelector<HTMLInputElement>('[data-testid="kode-nota"]')?.focus());

  return (
    <PageFrame
      path="/transaksi-pembelian"
      actions={
        <Button component={Link} to="/tukar-barang" size="xs" variant="light" leftSection={<IconArrowsExchange size={14} />}>
          {BELI_TEXT.keTukar}
        </Button>
      }
    >
      <DocumentResultPanel result={result} onClose={clearResult} numberLabel={BELI_TEXT.noFakturBeli} testId="hasil-pembelian" />
      <Group align="stretch" gap="xs" wrap="nowrap" ref={shell}>
        <Paper withBorder radius="md" p="sm" w={300} style={{ flexShrink: 0 }}>
          <CustomerBeliFields value={customer} onChange={(next) => change({ customer: next })}>
            <Group gap="xs" align="center" mt={4}>
              <FileButton onChange={(file) => void pickFoto(file)} accept="image/jpeg,image/png,image/webp">
                {(props) => (
                  <Button {...props} size="compact-xs" variant="light" leftSection={<IconPhoto size={12} />}>
                    {BELI_TEXT.pilihFoto}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {BELI_TEXT.foto}
              </Text>
            </Group>
            {foto && <Image src={foto} alt={BELI_TEXT.foto} h={90} fit="contain" />}
          </CustomerBeliFields>
        </Paper>
        <Paper withBorder radius="md" p="sm" style={{ flex: 1, minWidth: 0 }}>
          <Stack gap={6}>
            <BarangLamaPanel lines={lines} onChange={(next) => change({ lines: next })} />
            <BayarBeliFields value={bayar} onChange={(next) => change({ bayar: next })}>
              <Stack gap={0} ml="auto" align="flex-end">
                <Text size="xs" c="dimmed">
                  {BELI_TEXT.sisa}
                </Text>
                <Text size="sm" fw={600} c={ringkas.sesuai ? 'teal' : 'red'} data-testid="selisih-bayar">
                  {formatRupiah(ringkas.total_bayar - totals.total)}
                </Text>
              </Stack>
              <SaveButton
                size="xs"
                icon={<IconDeviceFloppy size={14} />}
                saving={saving}
                label={BELI_TEXT.simpan}
                onClick={() => void save()}
                data-testid="simpan"
              />
            </BayarBeliFields>
          </Stack>
        </Paper>
      </Group>
      <ApprovalDialog
        opened={approving}
        onClose={() => setApproving(false)}
        description={MESSAGES.hargaBeliMelebihiHitung}
        onApprove={async (otorisasi) => {
          // The approval dialog closes first: the send asks its confirmation and shows its answer as any save.
          setApproving(false);
          void save(otorisasi);
        }}
      />
    </PageFrame>
  );
}
