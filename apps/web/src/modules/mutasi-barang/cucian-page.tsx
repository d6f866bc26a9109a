// /cucian: cleaning. Tab Kirim Cucian sends scanned items to the cleaner; tab Ambil Cucian takes them back
// weighed, the weight lost recorded as loss.
import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { IconPackageExport, IconPackageImport } from '@tabler/icons-react';
import { AmbilCucian } from './cucian-ambil.tsx';
import { KirimCucian } from './cucian-kirim.tsx';
import { GOODS_TEXT, GoodsPage } from './goods-page.tsx';

export default function CucianPage() {
  const [tab, setTab] = useState<string | null>('kirim');
  const [sent, setSent] = useState(0);
  return (
    <GoodsPage path="/cucian">
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="kirim" leftSection={<IconPackageExport size={14} />}>
            {GOODS_TEXT.kirimCucian}
          </Tabs.Tab>
          <Tabs.Tab value="ambil" leftSection={<IconPackageImport size={14} />}>
            {GOODS_TEXT.ambilCucian}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="kirim" pt="xs">
          <Stack gap="xs">
            <KirimCucian active={tab === 'kirim'} onSent={() => setSent((n) => n + 1)} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="ambil" pt="xs">
          <Stack gap="xs">
            <AmbilCucian active={tab === 'ambil'} refreshKey={sent} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </GoodsPage>
  );
}
