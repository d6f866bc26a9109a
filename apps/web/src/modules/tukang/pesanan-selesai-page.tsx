// /pesanan-selesai (Kencana's design): the finished piece's weight and the shrink come back from the craftsman
// (POST pesanan/selesai; both leave his material). The piece is then entered as a barcoded item in the goods
// form (Terima Barang) in its PESANAN mode with the order's number.
import { useState } from 'react';
import { Alert, Anchor, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatGrams, tukangApi } from '@kencana/core';
import { DocumentResultPanel, SaveButton, useDocumentSave } from '../../components/document/index.ts';
import { WeightInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi } from '../../lib/api.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { ORDER_TEXT, OrderSummary, useOrderLookup } from './order-lookup.tsx';

const TEXT = {
  beratSelesai: 'Berat Selesai',
  beratSusut: 'Berat Susut',
  simpan: 'Simpan Data',
  inputBarang: 'Input barang pesanan di Terima Barang (status PESANAN, No Pesanan',
  buka: 'Buka Terima Barang',
  susut: 'Susut',
} as const;

export default function PesananSelesaiPage() {
  const lookup = useOrderLookup();
  const [selesai, setSelesai] = useState('');
  const [susut, setSusut] = useState('0');
  const { saving, result, clearResult, submit } = useDocumentSave();
  // The finished order, until its piece is entered in Terima Barang (the hint under the result).
  const [done, setDone] = useState<string | null>(null);

  const save = () =>
    submit({
      schema: tukangApi.pesananSelesai.body,
      body: { no_pesanan: lookup.noPesanan, berat_selesai: selesai, berat_susut: susut.trim() || '0' },
      write: async (key, body) => {
        const answer = await callApi(tukangApi.pesananSelesai, { body }, { idempotencyKey: key });
        setSelesai('');
        setSusut('0');
        setDone(answer.data.no_pesanan);
        return {
          message: answer.message,
          no_dokumen: answer.no_dokumen,
          berat: body.berat_selesai,
          extra: `${TEXT.susut} ${formatGrams(body.berat_susut ?? '0', 3)} gr`,
        };
      },
      afterSuccess: () => lookup.refetch(),
    });

  return (
    <PageFrame path="/pesanan-selesai">
      <form onSubmit={(event) => event.preventDefault()} onKeyDown={preventEnterSubmit} noValidate>
        <Stack gap="xs">
          <DocumentResultPanel
            result={result}
            onClose={() => {
              clearResult();
              setDone(null);
            }}
          />
          {done && (
            <Alert color="blue" variant="light" mb="xs">
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
              <SaveButton size="xs" icon={<IconDeviceFloppy size={14} />} saving={saving} label={TEXT.simpan} onClick={() => void save()} />
            </Group>
          </SimpleGrid>
          <OrderSummary order={lookup.order} />
        </Stack>
      </form>
    </PageFrame>
  );
}
