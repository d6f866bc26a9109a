// /stock-opname-kirim-barang-dari-bos: count what remains of an owner's shipment (KB) not yet closed. The
// send number is looked up (its balance shown), the counted qty and weight and a reason are entered; the
// difference to the balance is booked (missing: loss; more: found) and the shipment's remainder becomes
// the count (POST stock-opname-kirim-barang-dari-bos).
import { useState } from 'react';
import { Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconSearch } from '@tabler/icons-react';
import { formatGrams, formatQty, KIRIMAN_MESSAGES, kirimanApi, MESSAGES, subGrams, type KirimanRow } from '@kencana/core';
import { DigitsInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { Figure } from '../../components/figure/index.ts';

export const OPNAME_KIRIMAN_TEXT = {
  noKirim: 'No Kirim',
  cari: 'Cari',
  qtyOpname: 'Qty Opname',
  beratOpname: 'Berat Opname',
  alasan: 'Alasan',
  simpan: 'Simpan Stock Opname',
  saldoQty: 'Saldo Qty',
  saldoBerat: 'Saldo Berat',
  selisihQty: 'Selisih Qty',
  selisihBerat: 'Selisih Berat',
  status: 'Status',
} as const;

export default function StockOpnameKirimanPage() {
  const [noKirim, setNoKirim] = useState('');
  const [row, setRow] = useState<KirimanRow | null>(null);
  const [qty, setQty] = useState('');
  const [berat, setBerat] = useState('');
  const [alasan, setAlasan] = useState('');
  const [busy, setBusy] = useState(false);

  const find = async () => {
    if (!noKirim.trim()) return notifyError(KIRIMAN_MESSAGES.noKirimBelumDipilih);
    setBusy(true);
    try {
      const answer = await callApi(kirimanApi.kirimanSaldo, { params: { no_kirim: noKirim.trim().toUpperCase() } });
      setRow(answer.data);
    } catch (error) {
      setRow(null);
      notifyError(errorText(error, MESSAGES.dataYangAndaCariTidakAda));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!row) return notifyError(KIRIMAN_MESSAGES.noKirimBelumDipilih);
    setBusy(true);
    try {
      const answer = await callApi(
        kirimanApi.opnameKiriman,
        { body: { no_kirim_bos: row.no_kirim_bos, qty_opname: Number(qty || 0), berat_opname: berat || '0', alasan } },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      setRow(answer.data);
      setQty('');
      setBerat('');
      setAlasan('');
    } catch (error) {
      notifyError(errorText(error, MESSAGES.stockOpnameGagalSilahkanCobaLagi));
    } finally {
      setBusy(false);
    }
  };

  const selisihQty = row && qty !== '' ? row.qty_sisa - Number(qty) : null;
  const selisihBerat = row && berat !== '' ? subGrams(row.berat_sisa, berat) : null;
  return (
    <PageFrame>
      <Paper withBorder radius="md" p="sm" maw={760}>
        <Stack gap="sm">
          <Group align="flex-end" gap="xs">
            <UpperTextInput label={OPNAME_KIRIMAN_TEXT.noKirim} w={260} value={noKirim} onValueChange={setNoKirim} />
            <Button leftSection={<IconSearch size={14} />} loading={busy} onClick={() => void find()}>
              {OPNAME_KIRIMAN_TEXT.cari}
            </Button>
          </Group>
          {row && (
            <SimpleGrid cols={4} data-testid="saldo-kiriman">
              <Figure label={OPNAME_KIRIMAN_TEXT.saldoQty} value={formatQty(row.qty_sisa)} />
              <Figure label={OPNAME_KIRIMAN_TEXT.saldoBerat} value={`${formatGrams(row.berat_sisa, 3)} gr`} />
              <Figure label={OPNAME_KIRIMAN_TEXT.status} value={row.status} />
              <Figure label="Kategori" value={`${row.kode_group} / ${row.kode_dept}`} />
            </SimpleGrid>
          )}
          <SimpleGrid cols={3}>
            <DigitsInput label={OPNAME_KIRIMAN_TEXT.qtyOpname} value={qty} onValueChange={setQty} disabled={!row} />
            <WeightInput label={OPNAME_KIRIMAN_TEXT.beratOpname} value={berat} onValueChange={setBerat} disabled={!row} />
            <UpperTextInput label={OPNAME_KIRIMAN_TEXT.alasan} value={alasan} onValueChange={setAlasan} disabled={!row} />
          </SimpleGrid>
          {row && (
            <Group gap="lg">
              <Figure label={OPNAME_KIRIMAN_TEXT.selisihQty} value={selisihQty === null ? '-' : formatQty(selisihQty)} />
              <Figure label={OPNAME_KIRIMAN_TEXT.selisihBerat} value={selisihBerat === null ? '-' : `${formatGrams(selisihBerat, 3)} gr`} />
            </Group>
          )}
          <Group justify="flex-end">
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              loading={busy}
              disabled={!row || row.status !== 'OPEN'}
              onClick={() => void save()}
            >
              {OPNAME_KIRIMAN_TEXT.simpan}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
