// /settingNota: the nota's texts per store — header (under the store's name), footer, the buy-back terms
// printed on every nota — and its paper (A5 by default). Stored on the server (setting-nota); OWN/SU pick
// the store, staff edit their own.
import { useEffect, useState } from 'react';
import { Button, Group, Input, Paper, SegmentedControl, Select, Stack, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { MESSAGES, penjualanApi, UKURAN_NOTA, type SettingNota } from '@kencana/core';
import { PageFrame } from '../../components/page-frame/index.ts';
import { callApi, errorText, useApiQuery } from '../../lib/api.ts';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { getSession } from '../../lib/session.ts';

const TEXT = {
  toko: 'Toko',
  header: 'Header Nota',
  headerHint: 'Dicetak di bawah nama dan alamat toko (jam buka, no telepon, slogan)',
  footer: 'Footer Nota',
  footerHint: 'Dicetak di bagian bawah nota dan slip',
  syarat: 'Syarat Jual Kembali (Buy-Back)',
  syaratHint: 'Ketentuan pembelian kembali yang dicetak pada setiap nota',
  kertas: 'Ukuran Kertas',
  simpan: 'Simpan',
} as const;

export default function SettingNotaPage() {
  const session = getSession();
  const privileged = session?.level === 'OWN' || session?.level === 'SU';
  const [kodeToko, setKodeToko] = useState<string | undefined>(session?.kode_toko);
  const tokos = useMasterOptions('toko');
  const current = useApiQuery(penjualanApi.getSettingNota, { query: { kode_toko: kodeToko } });
  const [form, setForm] = useState<Omit<SettingNota, 'kode_toko'>>({ header: '', footer: '', syarat_buyback: '', ukuran_kertas: 'A5' });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (current.data) {
      const { kode_toko: _k, ...rest } = current.data.data;
      setForm(rest);
    }
  }, [current.data]);

  const save = async () => {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await callApi(penjualanApi.simpanSettingNota, { body: { kode_toko: kodeToko, ...form } });
      notifySuccess(answer.message);
      await current.refetch();
    } catch (error) {
      notifyError(errorText(error, MESSAGES.terjadiKesalahanSaatMengirimData));
    } finally {
      setSaving(false);
    }
  };

  return (
    <PageFrame path="/settingNota">
      <Paper withBorder radius="md" p="md" maw={760}>
        <Stack gap="sm">
          {privileged && (
            <Select
              label={TEXT.toko}
              w={280}
              data={tokos.data}
              value={kodeToko ?? null}
              onChange={(v) => setKodeToko(v ?? session?.kode_toko)}
              allowDeselect={false}
              searchable
            />
          )}
          <Textarea
            label={TEXT.header}
            description={TEXT.headerHint}
            autosize
            minRows={2}
            maxLength={300}
            value={form.header}
            onChange={(e) => setForm({ ...form, header: e.currentTarget.value })}
          />
          <Textarea
            label={TEXT.syarat}
            description={TEXT.syaratHint}
            autosize
            minRows={4}
            maxLength={1000}
            value={form.syarat_buyback}
            onChange={(e) => setForm({ ...form, syarat_buyback: e.currentTarget.value })}
          />
          <Textarea
            label={TEXT.footer}
            description={TEXT.footerHint}
            autosize
            minRows={2}
            maxLength={300}
            value={form.footer}
            onChange={(e) => setForm({ ...form, footer: e.currentTarget.value })}
          />
          <Input.Wrapper label={TEXT.kertas}>
            <SegmentedControl
              display="flex"
              w={240}
              data={[...UKURAN_NOTA]}
              value={form.ukuran_kertas}
              onChange={(v) => setForm({ ...form, ukuran_kertas: v as SettingNota['ukuran_kertas'] })}
            />
          </Input.Wrapper>
          <Group justify="flex-end">
            <Button leftSection={<IconDeviceFloppy size={16} />} loading={saving} disabled={current.isLoading} onClick={() => void save()}>
              {TEXT.simpan}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </PageFrame>
  );
}
