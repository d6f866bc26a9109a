// The shell around every signed-in screen: fixed header, collapsible sidebar, small footer.
import { useState, type ReactNode } from 'react';
import { AppShell, Text } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { MESSAGES, type SessionData } from '@kencana/core';
import { useToday } from '../../lib/use-today.ts';
import { ChangePasswordDialog } from '../account/change-password-dialog.tsx';
import { confirmLogout } from '../account/logout.tsx';
import { useCloseStore } from '../close-store/close-store-provider.tsx';
import { AppHeader } from './app-header.tsx';
import { Sidebar } from './sidebar.tsx';
import classes from './shell.module.css';

const NAVBAR_WIDTH = 250;
const NAVBAR_MINIFIED_WIDTH = 60;

export function AppLayout({ session, children }: { session: SessionData; children: ReactNode }) {
  const today = useToday();
  const { requestClose } = useCloseStore();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [minifiedSetting, setMinified] = useLocalStorage({ key: 'kencana.sidebar-minified', defaultValue: false });
  const [passwordOpened, setPasswordOpened] = useState(false);
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const minified = minifiedSetting && !isMobile;

  return (
    <AppShell
      header={{ height: 52 }}
      footer={{ height: 26 }}
      navbar={{
        width: minified ? NAVBAR_MINIFIED_WIDTH : NAVBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !mobileOpened },
      }}
      padding="sm"
    >
      <AppShell.Header className={classes.header}>
        <AppHeader
          session={session}
          today={today}
          mobileOpened={mobileOpened}
          minified={minified}
          onToggleMobile={mobile.toggle}
          onToggleMinified={() => setMinified((value) => !value)}
          onCloseStore={requestClose}
          onChangePassword={() => setPasswordOpened(true)}
          onLogout={() => confirmLogout(session.user_id)}
        />
      </AppShell.Header>
      <AppShell.Navbar className={classes.navbar}>
        <Sidebar session={session} minified={minified} onNavigate={mobile.close} />
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
      <AppShell.Footer className={classes.footer}>
        <Text size="xs" c="dimmed" span>
          {MESSAGES.namaAplikasi} · {MESSAGES.taglineAplikasi}
        </Text>
        <Text size="xs" c="dimmed" span>
          {session.user_id} · {session.kode_toko}
        </Text>
      </AppShell.Footer>
      <ChangePasswordDialog opened={passwordOpened} onClose={() => setPasswordOpened(false)} />
    </AppShell>
  );
}
