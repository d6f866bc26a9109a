// The steps of a service from /lihat-services, one dialog: proses (optionally to a craftsman), selesai (the
// weight out of each piece and the final fee), ambil (the rest of the fee, less the down payment) and batal
// (the reason; the down payment paid back or kept as a deposit). Each is one send through the toolkit's
// save, the contract's schema checks the body; after it, the step's slip can be printed.
import { useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Table, Text, Textarea } from '@mantine/core';
import { formatGrams, formatRupiah, MESSAGES, servicesApi, titipanApi, type Otorisasi, type ServiceFull } from '@kencana/core';
import { ApprovalDialog } from '../../components/approval/index.ts';
import { useDocumentSave, type DocumentResultValue } from '../../components/document/index.ts';
import { newBayarRow, PembayaranPanel, toPembayaran, type BayarRow } from '../../components/pembayaran/index.ts';
import { MoneyInput, UpperTextInput, WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { callApi, useApiQuery } from '../../lib/api.ts';
import { printServiceSlip } from './service-slip.ts';

export type ServiceAction = 'PROSES' | 'SELESAI' | 'AMBIL' | 'BATAL';

export const ACTION_TEXT = {
  PROSES: 'Proses Service',
  SELESAI: 'Service Selesai',
  AMBIL: 'Ambil Service',
  BATAL: 'Batal Service',
  tukang: 'Tukang (Opsional)',
  keterangan: 'Keterangan',
  beratMasuk: 'Berat Masuk',
  beratSelesai: 'Berat Selesai',
  ongkos: 'Ongkos Akhir',
  uangMuka: 'Uang Muka',
  sisa: 'Sisa Dibayar',
  deskripsiKembali: (jumlah: number) => `Uang muka service dikembalikan tunai ${formatRupiah(jumlah)}`,
  alasan: 'Alasan Batal',
  uangMukaBatal: 'Uang Muka',
  titip: 'Simpan Sebagai Titipan',
  kembali: 'Kembalikan Tunai',
  simpan: 'Simpan',
  barang: 'Barang',
} as const;

export interface ServiceActionDialogProps {
  action: ServiceAction | null;
  no_service: string | null;
  onClose: () => void;
  onDone: (result: DocumentResultValue) => unknown;
}

export function ServiceActionDialog({ action, no_service, onClose, onDone }: ServiceActionDialogProps) {
  const opened = action !== null && no_service !== null;
  // Read afresh each time the dialog opens (the previous step changed the fee and the weights).
  const detail = useApiQuery(
    servicesApi.detail,
    { params: { no_service: no_service ?? '' } },
    { enabled: opened, staleTime: 0, refetchOnMount: 'always' },
  );
  const service = detail.isFetching ? undefined : detail.data?.data;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={action ? `${ACTION_TEXT[action]} ${no_service ?? ''}` : ''}
      centered
      size={action === 'SELESAI' ? 'lg' : action === 'AMBIL' ? 920 : 'md'}
    >
      {service && action ? (
        <ActionForm key={`${action}-${service.no_service}`} action={action} service={service} onClose={onClose} onDone={onDone} />
      ) : (
        <Text size="sm">…</Text>
      )}
    </Modal>
  );
}

function ActionForm({
  action,
  service,
  onClose,
  onDone,
}: {
  action: ServiceAction;
  service: ServiceFull;
  onClose: () => void;
  onDone: (result: DocumentResultValue) => unknown;
}) {
  const { saving, submit } = useDocumentSave();
  const [keterangan, setKeterangan] = useState('');
  const [tukang, setTukang] = useState<string | null>(null);
  const [berat, setBerat] = useState<string[]>(service.detail.map((d) => d.berat_selesai ?? d.berat));
  const [ongkos, setOngkos] = useState(String(service.ongkos_akhir ?? service.ongkos));
  const [bayar, setBayar] = useState<BayarRow[]>(() => [newBayarRow('CASH', String(service.sisa))]);
  const [alasan, setAlasan] = useState('');
  const [uangMuka, setUangMuka] = useState<'TITIP' | 'KEMBALI'>('TITIP');
  const [approving, setApproving] = useState(false);
  const marketplaces = useMasterOptions('marketplace');
  // The customer's deposit at the store, offered as a TITIPAN payment at the pick-up (like the sale).
  const phoneDigits = service.no_hp.replace(/\D/g, '');
  const titipanQuery = service.kode_member
    ? { kode_member: service.kode_member }
    : phoneDigits.length >= 6
      ? { no_hp: service.no_hp }
      : null;
  const titipan = useApiQuery(titipanApi.saldo, { query: titipanQuery ?? {} }, { enabled: action === 'AMBIL' && titipanQuery !== null });
  // A cash refund of the down payment takes money out of the drawer: OWN/SU approve it first.
  const needsApproval = uangMuka === 'KEMBALI' && service.uang_muka > 0;

  const reload = async (no: string) => (await callApi(servicesApi.detail, { params: { no_service: no } })).data;
  const after = (result: DocumentResultValue) => {
    onClose();
    return onDone(result);
  };

  const save = (otorisasi?: Otorisasi) => {
    switch (action) {
      case 'PROSES':
        return submit({
          schema: servicesApi.proses.body,
          body: { no_service: service.no_service, kode_tukang: tukang ?? '', keterangan },
          write: async (key, body) => {
            const answer = await callApi(servicesApi.proses, { body }, { idempotencyKey: key });
            return { message: answer.message, no_dokumen: service.no_service };
          },
          afterSuccess: after,
        });
      case 'SELESAI':
        return submit({
          schema: servicesApi.selesai.body,
          body: { no_service: service.no_service, detail: berat.map((berat_selesai) => ({ berat_selesai })), ongkos, keterangan },
          write: async (key, body) => {
            const answer = await callApi(servicesApi.selesai, { body }, { idempotencyKey: key });
            const full = await reload(service.no_service);
            return {
              message: answer.message,
              no_dokumen: answer.data.no_dokumen ?? service.no_service,
              extra: `Selisih ${formatGrams(answer.data.selisih, 3)} gr · ${ACTION_TEXT.sisa} ${formatRupiah(answer.data.sisa)}`,
              prints: [{ label: 'Cetak Slip Selesai', kind: 'slip' as const, run: async () => void printServiceSlip(full, 'SELESAI') }],
            };
          },
          afterSuccess: after,
        });
      case 'AMBIL':
        return submit({
          schema: servicesApi.ambil.body,
          body: { no_service: service.no_service, pembayaran: service.sisa > 0 ? toPembayaran(bayar) : [] },
          confirm: {
            message: `${ACTION_TEXT.AMBIL} ${service.no_service}?`,
            facts: [{ label: ACTION_TEXT.sisa, value: formatRupiah(service.sisa) }],
          },
          write: async (key, body) => {
            const answer = await callApi(servicesApi.ambil, { body }, { idempotencyKey: key });
            const full = await reload(service.no_service);
            return {
              message: answer.message,
              no_dokumen: answer.data.no_dokumen,
              extra: `Dibayar ${formatRupiah(answer.data.dibayar)}${answer.data.sisa_titipan ? ` · Sisa Titipan ${formatRupiah(answer.data.sisa_titipan)}` : ''}`,
              prints: [
                {
                  label: 'Cetak Slip Ambil',
                  kind: 'slip' as const,
                  run: async () => void printServiceSlip(full, 'AMBIL', { dibayar: answer.data.dibayar }),
                },
              ],
            };
          },
          afterSuccess: after,
        });
      case 'BATAL':
        return submit({
          schema: servicesApi.batal.body,
          body: { no_service: service.no_service, alasan, uang_muka: uangMuka, ...(otorisasi ? { otorisasi } : {}) },
          write: async (key, body) => {
            const answer = await callApi(servicesApi.batal, { body }, { idempotencyKey: key });
            const full = await reload(service.no_service);
            return {
              message: answer.message,
              no_dokumen: answer.data.no_dokumen,
              prints: [
                {
                  label: 'Cetak Slip Batal',
                  kind: 'slip' as const,
                  run: async () => void printServiceSlip(full, 'BATAL', { dikembalikan: answer.data.dikembalikan }),
                },
              ],
            };
          },
          afterSuccess: after,
        });
    }
  };

  return (
    <Stack gap="sm">
      <Text size="sm">
        {service.nama_customer} {service.no_hp ? `· ${service.no_hp}` : ''} · {ACTION_TEXT.uangMuka} {formatRupiah(service.uang_muka)}
      </Text>
      {action === 'PROSES' ? (
        <MasterSelect list="tukang" label={ACTION_TEXT.tukang} size="xs" searchable value={tukang} onChange={setTukang} />
      ) : null}
      {action === 'SELESAI' ? (
        <>
          <Table withTableBorder verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{ACTION_TEXT.barang}</Table.Th>
                <Table.Th w={110}>{ACTION_TEXT.beratMasuk}</Table.Th>
                <Table.Th w={130}>{ACTION_TEXT.beratSelesai}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {service.detail.map((piece, index) => (
                <Table.Tr key={piece.line_no}>
                  <Table.Td>
                    {piece.nama_barang}{' '}
                    <Text span size="xs" c="dimmed">
                      ({piece.pekerjaan})
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatGrams(piece.berat, 3)}</Table.Td>
                  <Table.Td>
                    <WeightInput
                      aria-label={`${ACTION_TEXT.beratSelesai} ${index + 1}`}
                      size="xs"
                      value={berat[index] ?? ''}
                      onValueChange={(value) => setBerat((list) => list.map((v, i) => (i === index ? value : v)))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <MoneyInput
            label={ACTION_TEXT.ongkos}
            withAsterisk
            size="xs"
            value={ongkos}
            onValueChange={setOngkos}
            leftSection={<Text size="xs">Rp.</Text>}
          />
        </>
      ) : null}
      {action === 'AMBIL' ? (
        <>
          <Text size="sm">
            Ongkos {formatRupiah(service.ongkos_akhir ?? service.ongkos)} − {ACTION_TEXT.uangMuka} {formatRupiah(service.uang_muka)} ={' '}
            <b>
              {ACTION_TEXT.sisa} {formatRupiah(service.sisa)}
            </b>
          </Text>
          {service.sisa > 0 ? (
            <PembayaranPanel
              total={service.sisa}
              rows={bayar}
              onChange={setBayar}
              marketplaces={marketplaces.data}
              titipan={titipan.data ? { saldo: titipan.data.data.saldo, no_titipan: titipan.data.data.no_titipan } : null}
            />
          ) : null}
        </>
      ) : null}
      {action === 'BATAL' ? (
        <>
          <Textarea
            label={ACTION_TEXT.alasan}
            withAsterisk
            autosize
            minRows={2}
            maxLength={200}
            value={alasan}
            onChange={(e) => setAlasan(e.currentTarget.value)}
            data-autofocus
          />
          {service.uang_muka > 0 ? (
            <SegmentedControl
              size="xs"
              value={uangMuka}
              onChange={(v) => setUangMuka(v as 'TITIP' | 'KEMBALI')}
              data={[
                { value: 'TITIP', label: ACTION_TEXT.titip },
                { value: 'KEMBALI', label: ACTION_TEXT.kembali },
              ]}
            />
          ) : null}
        </>
      ) : null}
      {action === 'PROSES' || action === 'SELESAI' ? (
        <UpperTextInput label={ACTION_TEXT.keterangan} size="xs" maxLength={200} value={keterangan} onValueChange={setKeterangan} />
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {MESSAGES.tidak}
        </Button>
        <Button
          color={action === 'BATAL' ? 'red' : undefined}
          loading={saving}
          onClick={() => (action === 'BATAL' && needsApproval ? setApproving(true) : void save())}
        >
          {action === 'BATAL' ? ACTION_TEXT.BATAL : ACTION_TEXT.simpan}
        </Button>
      </Group>
      <ApprovalDialog
        opened={approving}
        onClose={() => setApproving(false)}
        description={ACTION_TEXT.deskripsiKembali(service.uang_muka)}
        onApprove={async (otorisasi) => {
          // The dialog closes first: the send shows its answer as any save (a refused approval included).
          setApproving(false);
          void save(otorisasi);
        }}
      />
    </Stack>
  );
}
