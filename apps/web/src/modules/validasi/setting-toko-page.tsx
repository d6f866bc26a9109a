// /settingtoko: the store's counter settings. One for now: whether Tutup Toko requires every sale and
// buy-back of the day validated (on by default).
import { Paper, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, validasiApi } from '@kencana/core';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const SETTING_TOKO_TEXT = {
  wajibValidasi: 'Tutup Toko Wajib Validasi Penjualan Dan Pembelian',
  keterangan: 'Jika aktif, toko tidak dapat ditutup selama masih ada penjualan atau pembelian hari ini yang belum divalidasi.',
  toko: 'Toko',
} as const;

export default function SettingTokoPage() {
  const queryClient = useQueryClient();
  const query = useApiQuery(validasiApi.getSettingToko, { query: {} });
  const setting = query.data?.data;

  const change = async (value: boolean) => {
    try {
      const answer = await callApi(validasiApi.simpanSettingToko, { body: { wajib_validasi_tutup_toko: value } });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: [validasiApi.getSettingToko.path] });
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    }
  };

  return (
    <PageFrame path="/settingtoko">
      <Paper withBorder radius="md" p="md" maw={640}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {SETTING_TOKO_TEXT.toko}: {setting?.kode_toko ?? '-'}
          </Text>
          <Switch
            label={SETTING_TOKO_TEXT.wajibValidasi}
            description={SETTING_TOKO_TEXT.keterangan}
            checked={setting?.wajib_validasi_tutup_toko ?? true}
            disabled={!setting}
            onChange={(e) => void change(e.currentTarget.checked)}
          />
        </Stack>
      </Paper>
    </PageFrame>
  );
}
