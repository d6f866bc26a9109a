// /settingtoko: the store's counter settings: whether Tutup Toko requires every sale and buy-back of the day
// validated, and the day's cash count (on by default) with the difference the store tolerates
// without an OWN/SU approval (Rp 0 by default).
import { useState } from 'react';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, validasiApi } from '@kencana/core';
import { MoneyInput } from '../../components/inputs/index.ts';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';

export const SETTING_TOKO_TEXT = {
  wajibValidasi: 'Tutup Toko Wajib Validasi Penjualan Dan Pembelian',
  keterangan: 'Jika aktif, toko tidak dapat ditutup selama masih ada penjualan atau pembelian hari ini yang belum divalidasi.',
  toko: 'Toko',
  wajibHitung: 'Tutup Toko Wajib Hitung Kas',
  keteranganHitung: 'Jika aktif, toko tidak dapat ditutup sebelum kas hari ini dihitung dan selisihnya disetujui OWN/SU.',
  toleransi: 'Toleransi Selisih Kas (Rp)',
  keteranganToleransi: 'Selisih hitung kas sampai jumlah ini dibukukan tanpa otorisasi OWN/SU.',
  simpan: 'Simpan',
  // Hutang
  hutangAktif: 'Transaksi Hutang (Gadai Emas) Aktif',
  keteranganHutang:
    'Menerima gadai emas sebagai usaha wajib berizin OJK (POJK 39/2024). Aktifkan hanya jika toko memiliki izin tersebut. Nonaktif secara default.',
} as const;

export default function SettingTokoPage() {
  const queryClient = useQueryClient();
  const query = useApiQuery(validasiApi.getSettingToko, { query: {} });
  const setting = query.data?.data;

  const [toleransi, setToleransi] = useState<string | null>(null);

  const change = async (patch: {
    wajib_validasi_tutup_toko?: boolean;
    wajib_hitung_kas?: boolean;
    toleransi_selisih_kas?: number;
    hutang_aktif?: boolean;
  }) => {
    if (!setting) return;
    try {
      const answer = await callApi(validasiApi.simpanSettingToko, {
        body: { wajib_validasi_tutup_toko: setting.wajib_validasi_tutup_toko, ...patch },
      });
      setToleransi(null);
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
            onChange={(e) => void change({ wajib_validasi_tutup_toko: e.currentTarget.checked })}
          />
          <Switch
            label={SETTING_TOKO_TEXT.wajibHitung}
            description={SETTING_TOKO_TEXT.keteranganHitung}
            checked={setting?.wajib_hitung_kas ?? true}
            disabled={!setting}
            onChange={(e) => void change({ wajib_hitung_kas: e.currentTarget.checked })}
          />
          {/* Hutang */}
          <Switch
            label={SETTING_TOKO_TEXT.hutangAktif}
            description={SETTING_TOKO_TEXT.keteranganHutang}
            checked={setting?.hutang_aktif ?? false}
            disabled={!setting}
            onChange={(e) => void change({ hutang_aktif: e.currentTarget.checked })}
          />
          <Group align="flex-end" gap="xs">
            <MoneyInput
              label={SETTING_TOKO_TEXT.toleransi}
              description={SETTING_TOKO_TEXT.keteranganToleransi}
              w={320}
              disabled={!setting}
              value={toleransi ?? String(setting?.toleransi_selisih_kas ?? 0)}
              onValueChange={setToleransi}
            />
            <Button
              size="sm"
              variant="default"
              disabled={!setting || toleransi === null}
              onClick={() => void change({ toleransi_selisih_kas: Number(toleransi || 0) })}
            >
              {SETTING_TOKO_TEXT.simpan}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
