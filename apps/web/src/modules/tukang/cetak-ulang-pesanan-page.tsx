// /cetak-ulang-pesanan: the distribution receipt of an order again (GET pembagian-pesanan/slip), downloaded.
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { MESSAGES, tukangApi } from '@kencana/core';
import { acceptContract } from '../../components/document/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText } from '../../lib/api.ts';
import { downloadSlip } from '../../lib/download.ts';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { ORDER_TEXT, OrderSummary, useOrderLookup } from './order-lookup.tsx';

export default function CetakUlangPesananPage() {
  const lookup = useOrderLookup();
  const print = async () => {
    // The contract's query: 'No Pesanan Harus Diisi'.
    const noPesanan = acceptContract(tukangApi.NoPesananSchema, lookup.noPesanan);
    if (!noPesanan) return;
    try {
      const answer = await callApi(tukangApi.cetakUlangPesanan, { query: { no_pesanan: noPesanan } });
      downloadSlip(answer.data.slip);
      notifySuccess(answer.message);
    } catch (error) {
      notifyError(errorText(error, MESSAGES.noPesananTidakAda));
    }
  };
  return (
    <PageFrame path="/cetak-ulang-pesanan">
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
              w={260}
            />
            <Button size="xs" leftSection={<IconPrinter size={14} />} onClick={() => void print()}>
              Cetak Ulang
            </Button>
          </Group>
          <OrderSummary order={lookup.order} />
        </Stack>
      </form>
    </PageFrame>
  );
}
