// /terima-barang: goods come in two ways — added one by one with the goods form ("Tambah Barang"), or
// received from another branch's shipment ("Terima Kiriman", with the count still on the road).
import { Badge, Group, Tabs } from '@mantine/core';
import { IconPackageImport, IconSquarePlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { kirimBarangApi } from '@kencana/core';
import { PageFrame } from '../../components/page-frame/index.ts';
import { useApiQuery } from '../../lib/api.ts';
import { TambahBarangPanel } from './tambah-barang-panel.tsx';
import { TerimaKirimanPanel } from './terima-kiriman-panel.tsx';

export const TERIMA_BARANG_TABS = { tambah: 'Tambah Barang', kiriman: 'Terima Kiriman' } as const;
type Tab = keyof typeof TERIMA_BARANG_TABS;

export default function TerimaBarangPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'kiriman' ? 'kiriman' : 'tambah';
  const incoming = useApiQuery(kirimBarangApi.kirimanMasuk, {});
  const count = incoming.data?.data.length ?? 0;

  return (
    <PageFrame>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'kiriman' ? { tab: 'kiriman' } : {}, { replace: true })}
        keepMounted={false}
        variant="outline"
      >
        <Tabs.List>
          <Tabs.Tab value="tambah" leftSection={<IconSquarePlus size={14} />}>
            {TERIMA_BARANG_TABS.tambah}
          </Tabs.Tab>
          <Tabs.Tab value="kiriman" leftSection={<IconPackageImport size={14} />}>
            <Group gap={6} wrap="nowrap">
              {TERIMA_BARANG_TABS.kiriman}
              {count > 0 && (
                <Badge size="xs" circle color="red" data-testid="jumlah-kiriman">
                  {count}
                </Badge>
              )}
            </Group>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="tambah" pt="sm">
          <TambahBarangPanel />
        </Tabs.Panel>
        <Tabs.Panel value="kiriman" pt="sm">
          <TerimaKirimanPanel />
        </Tabs.Panel>
      </Tabs>
    </PageFrame>
  );
}
