// /pesanan-selesai (Kencana's design): the finished piece's weight and the shrink come back from the craftsman
// (POST pesanan/selesai; both leave his material). The piece is then entered as a barcoded item in the goods
// form (Terima Barang) in its PESANAN mode with the order's number.
import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MESSAGES, tukangApi } from '@kencana/core';
import { WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, newRequestKey } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ORDER_TEXT, OrderSummary, useOrderLookup } from './order-lookup.tsx';

const TEXT = {
  beratSelesai: 'Berat Selesai',
  beratSusut: 'Berat Susut',
  simpan: 'Simpan Data',
  menyimpan: 'Sedang Menyimpan',
  inputBarang: 'Input barang pesanan di Terima Barang (status PESANAN, No Pesanan',
  buka: 'Buka Terima Barang',
} as const;

export default function PesananSelesaiPage() {
  const lookup = useOrderLookup();
  const [selesai, setSelesai] = useState('');
  const [susut, setSusut] = useState('0');
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const busy = useRef(false);

  const save = async () => {
    if (busy.current) return;
    if (!lookup.noPesanan.trim()) return notifyError(MESSAGES.noPesananHarusDiisi);
    busy.current = true;
    setSaving(true);
    try {
      const answer = await callApi(
        tukangApi.pesananSelesai,
        { body: { no_pesanan: lookup.noPesanan.trim(), berat_selesai: selesai.trim(), berat_susut: susut.trim() || '0' } },
        { idempotencyKey: newRequestKey() },
      );
      notifySuccess(answer.message);
      setDone(answer.data.no_pesanan);
      setSelesai('');
      setSusut('0');
      await lookup.refetch();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      busy.current = false;
      setSaving(false);
    }
  };

  return (
    <PageFrame path="/pesanan-selesai">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          {done && (
            <Alert color="green" variant="light" mb="xs" withCloseButton onClose={() => setDone(null)}>
              <Text size="sm">
                {TEXT.inputBarang} <b>{done}</b>).{' '}
                <Anchor component={Link} to="/terima-barang" size="sm">
                  {TEXT.buka}
                </Anchor>
              </Text>
            </Alert>
          )}
          <SimpleGrid cols={4} spacing="sm" mb="xs">
            <TextInput
              size="xs"
              label={ORDER_TEXT.noPesanan}
              withAsterisk
              value={lookup.noPesanan}
              onChange={(e) => lookup.setNoPesanan(e.currentTarget.value)}
              autoFocus
            />
            <WeightInput size="xs" label={TEXT.beratSelesai} withAsterisk value={selesai} onValueChange={setSelesai} />
            <WeightInput size="xs" label={TEXT.beratSusut} value={susut} onValueChange={setSusut} />
            <Group align="flex-end">
              <Button size="xs" leftSection={<IconDeviceFloppy size={14} />} onClick={() => void save()} disabled={saving}>
                {saving ? TEXT.menyimpan : TEXT.simpan}
              </Button>
            </Group>
          </SimpleGrid>
          <OrderSummary order={lookup.order} />
        </Stack>
      </form>
    </PageFrame>
  );
}
