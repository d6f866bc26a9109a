// /pindah-pesanan: the specification's read-only skeleton (order number, date, customer, address, phone,
// initial and finished status, the items) made real: an order in work moves to another craftsman, with the
// material he had for it (POST pesanan/pindah).
import { useState } from 'react';
import { Group, Stack, TextInput } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { tukangApi } from '@kencana/core';
import { DocumentResultPanel, documentFacts, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { ORDER_TEXT, OrderSummary, useOrderLookup } from './order-lookup.tsx';

const TEXT = {
  tukangTujuan: 'Tukang Tujuan',
  bahan: 'Bahan Ikut Pindah (gr)',
  pindah: 'Pindah Pesanan',
  konfirmasi: 'Pindahkan Pesanan Ini?',
} as const;

export default function PindahPesananPage() {
  const lookup = useOrderLookup();
  const [tukang, setTukang] = useState<string | null>(null);
  const [bahan, setBahan] = useState('0');
  const { saving, result, clearResult, submit } = useDocumentSave();

  const save = () =>
    submit({
      // The contract's order: 'No Pesanan Harus Diisi', then 'Kode Tukang Harus Dipilih'.
      schema: tukangApi.pindahPesanan.body,
      body: { no_pesanan: lookup.noPesanan, kode_tukang: tukang ?? '', berat_bahan: bahan.trim() || '0' },
      // The craftsman's material moves with the order.
      // A function: the weight is read once the contract has accepted it.
      confirm: async () => ({ message: TEXT.konfirmasi, facts: documentFacts({ berat: bahan.trim() || '0' }) }),
      write: async (key, body) => {
        const answer = await callApi(tukangApi.pindahPesanan, { body }, { idempotencyKey: key });
        return { message: answer.message, no_dokumen: answer.no_dokumen ?? body.no_pesanan, berat: body.berat_bahan };
      },
      afterSuccess: () => lookup.refetch(),
    });

  return (
    <PageFrame path="/pindah-pesanan">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          <DocumentResultPanel result={result} onClose={clearResult} />
          <Group align="flex-end" mb="xs">
            <TextInput
              size="xs"
              label={ORDER_TEXT.noPesanan}
              withAsterisk
              value={lookup.noPesanan}
              onChange={(e) => lookup.setNoPesanan(e.currentTarget.value)}
              autoFocus
              w={240}
            />
            <MasterSelect
              list="tukang"
              size="xs"
              label={TEXT.tukangTujuan}
              withAsterisk
              value={tukang}
              onChange={setTukang}
              w={240}
              allowDeselect={false}
            />
            <WeightInput size="xs" label={TEXT.bahan} value={bahan} onValueChange={setBahan} w={170} />
            <SaveButton
              size="xs"
              icon={<IconArrowsRightLeft size={14} />}
              saving={saving}
              label={TEXT.pindah}
              onClick={() => void save()}
            />
          </Group>
          <OrderSummary order={lookup.order} />
        </Stack>
      </form>
    </PageFrame>
  );
}
