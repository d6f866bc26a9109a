// /pindah-pesanan: the specification's read-only skeleton (order number, date, customer, address, phone,
// initial and finished status, the items) made real: an order in work moves to another craftsman, with the
// material he had for it (POST pesanan/pindah).
import { useRef, useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconArrowsRightLeft } from '@tabler/icons-react';
import { MESSAGES, tukangApi } from '@kencana/core';
import { WeightInput } from '../../components/inputs/index.ts';
import { MasterSelect } from '../../components/master-select/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ORDER_TEXT, OrderSummary, useOrderLookup } from './order-lookup.tsx';

export default function PindahPesananPage() {
  const lookup = useOrderLookup();
  const [tukang, setTukang] = useState<string | null>(null);
  const [bahan, setBahan] = useState('0');
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const save = async () => {
    if (busy.current) return;
    if (!lookup.noPesanan.trim()) return notifyError(MESSAGES.noPesananHarusDiisi);
    if (!tukang) return notifyError(MESSAGES.kodeTukangHarusDipilih);
    busy.current = true;
    setSaving(true);
    try {
      const answer = await callApi(
        tukangApi.pindahPesanan,
        { body: { no_pesanan: lookup.noPesanan.trim(), kode_tukang: tukang, berat_bahan: bahan.trim() || '0' } },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      await lookup.refetch();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };
  return (
    <PageFrame path="/pindah-pesanan">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
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
            <MasterSelect list="tukang" size="xs" label="Tukang Tujuan" withAsterisk value={tukang} onChange={setTukang} w={240} />
            <WeightInput size="xs" label="Bahan Ikut Pindah (gr)" value={bahan} onValueChange={setBahan} w={170} />
            <Button size="xs" leftSection={<IconArrowsRightLeft size={14} />} onClick={() => void save()} disabled={saving}>
              {saving ? 'Sedang Menyimpan' : 'Pindah Pesanan'}
            </Button>
          </Group>
          <OrderSummary order={lookup.order} />
        </Stack>
      </form>
    </PageFrame>
  );
}
