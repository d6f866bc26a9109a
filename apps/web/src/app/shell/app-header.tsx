// The fixed header: menu toggles, product and store (for OWN/SU the 'Toko Aktif' picker), the business date,
// and the user menu.
import { lazy, Suspense } from 'react';
import { Avatar, Badge, Burger, Group, Menu, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconBuildingStore, IconCalendar, IconChevronDown, IconDiamond, IconKey, IconLogout } from '@tabler/icons-react';
import { isPrivilegedLevel, MESSAGES, type SessionData } from '@kencana/core';
import { isStoreDayBehind } from '../../lib/access.ts';
import classes from './shell.module.css';

interface AppHeaderProps {
  session: SessionData;
  today: string;
  mobileOpened: boolean;
  minified: boolean;
  onToggleMobile: () => void;
  onToggleMinified: () => void;
  onCloseStore: () => void;
  onChangePassword: () => void;
  onLogout: () => void;
}

// Only OWN and SU switch stores: the picker (a combobox, the store list, the switch) is loaded for them alone,
// after the frame, so a cashier's first screen carries none of it.
const ActiveStorePicker = lazy(() => import('./active-store-picker.tsx').then((module) => ({ default: module.ActiveStorePicker })));

function StoreName({ session }: { session: SessionData }) {
  return (
    <Text className={classes.storeName} truncate="end" data-testid="header-store">
      {session.nama_toko}
    </Text>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts[1]?.[0] ?? '')).toUpperCase() || '?';
}

export function AppHeader(props: AppHeaderProps) {
  const { session, today } = props;
  const behind = isStoreDayBehind(session.tgl_system, today);

  return (
    <Group h="100%" px="sm" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={props.mobileOpened}
          onClick={props.onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          color="var(--mantine-color-gray-2)"
          aria-label={MESSAGES.bukaTutupMenu}
        />
        <Burger
          opened={!props.minified}
          onClick={props.onToggleMinified}
          visibleFrom="sm"
          size="sm"
          color="var(--mantine-color-gray-2)"
          aria-label={MESSAGES.bukaTutupMenu}
        />
        <Group gap={6} wrap="nowrap">
          <IconDiamond size={22} color="var(--mantine-color-gold-5)" aria-hidden />
          <Text className={classes.brand} span visibleFrom="xs">
            {MESSAGES.namaAplikasi}
          </Text>
        </Group>
        <Text c="dimmed" span visibleFrom="sm" aria-hidden>
          |
        </Text>
        {isPrivilegedLevel(session.level) ? (
          <Suspense fallback={<StoreName session={session} />}>
            <ActiveStorePicker session={session} />
          </Suspense>
        ) : (
          <StoreName session={session} />
        )}
      </Group>

      <Group gap="sm" wrap="nowrap">
        <Tooltip label={MESSAGES.tanggalSystem}>
          <Badge
            size="lg"
            radius="sm"
            variant={behind ? 'filled' : 'light'}
            color={behind ? 'orange' : 'gold'}
            leftSection={<IconCalendar size={14} aria-hidden />}
            data-testid="header-tgl-system"
            aria-label={`${MESSAGES.tanggalSystem} ${session.tgl_system}`}
          >
            {session.tgl_system}
          </Badge>
        </Tooltip>

        <Menu position="bottom-end" width={200} shadow="md" withinPortal>
          <Menu.Target>
            <UnstyledButton className={classes.userButton} aria-label={session.user_name}>
              <Group gap={8} wrap="nowrap">
                <Avatar size={28} radius="xl" color="gold" variant="filled">
                  {initials(session.user_name)}
                </Avatar>
                <div style={{ lineHeight: 1.15 }}>
                  <Text size="sm" fw={600} c="gray.0" truncate="end" maw={160}>
                    {session.user_name}
                  </Text>
                  <Text size="xs" c="gold.4">
                    {session.level}
                  </Text>
                </div>
                <IconChevronDown size={14} aria-hidden />
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconBuildingStore size={16} aria-hidden />} onClick={props.onCloseStore}>
              {MESSAGES.tutupToko}
            </Menu.Item>
            <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={props.onChangePassword}>
              {MESSAGES.gantiPassword}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={props.onLogout}>
              {MESSAGES.logout}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Group>
  );
}
