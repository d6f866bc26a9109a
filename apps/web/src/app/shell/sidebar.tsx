// The sidebar: every menu group the user may open, expandable, with a search box; minified, only the group
// icons stay and hovering one shows its routes in a floating sub-menu that hides 250 ms after the pointer
// leaves.
import { useEffect, useMemo, useState } from 'react';
import { Box, HoverCard, NavLink, ScrollArea, Stack, Text, TextInput, Tooltip, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { MENU_GROUPS, MESSAGES, type MenuGroup, type SessionData } from '@kencana/core';
import { canAccess } from '../../lib/access.ts';
import { MenuIcon } from './menu-icons.tsx';
import classes from './shell.module.css';

/** How long the floating sub-menu stays after the pointer leaves it. */
export const FLYOUT_CLOSE_DELAY_MS = 250;

/** The groups with only the routes the user may open; empty groups are dropped. */
export function visibleGroups(session: Pick<SessionData, 'level' | 'menu'>): MenuGroup[] {
  return MENU_GROUPS.map((group) => ({ ...group, routes: group.routes.filter((r) => canAccess(session, r.path)) })).filter(
    (group) => group.routes.length > 0,
  );
}

/** The groups narrowed to routes (or groups) whose label holds the search text. */
export function searchGroups(groups: readonly MenuGroup[], search: string): MenuGroup[] {
  const q = search.trim().toLowerCase();
  if (!q) return [...groups];
  return groups
    .map((group) =>
      group.label.toLowerCase().includes(q)
        ? group
        : { ...group, routes: group.routes.filter((r) => r.label.toLowerCase().includes(q) || r.path.includes(q)) },
    )
    .filter((group) => group.routes.length > 0);
}

/** A group of one route named like the group (Dashboard) is shown as a plain link. */
function isSingleLink(group: MenuGroup): boolean {
  return group.routes.length === 1 && group.routes[0]?.label === group.label;
}

interface SidebarProps {
  session: SessionData;
  minified: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ session, minified, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const groups = useMemo(() => visibleGroups(session), [session]);
  const activeKey = groups.find((g) => g.routes.some((r) => r.path === pathname))?.key;
  const [openKeys, setOpenKeys] = useState<ReadonlySet<string>>(() => new Set(activeKey ? [activeKey] : []));
  const [search, setSearch] = useState('');

  // Navigating elsewhere (a link in a screen, the browser's back button) opens the group of the new route.
  useEffect(() => {
    if (activeKey) setOpenKeys((keys) => (keys.has(activeKey) ? keys : new Set(keys).add(activeKey)));
  }, [activeKey]);

  const toggle = (key: string) =>
    setOpenKeys((keys) => {
      const next = new Set(keys);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (minified) return <MinifiedSidebar groups={groups} pathname={pathname} activeKey={activeKey} />;

  const searching = search.trim() !== '';
  const shown = searchGroups(groups, search);

  return (
    <Stack gap={0} h="100%">
      <Box p="xs" pb={6}>
        <TextInput
          className={classes.search}
          size="xs"
          placeholder={MESSAGES.cariMenu}
          aria-label={MESSAGES.cariMenu}
          leftSection={<IconSearch size={14} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </Box>
      <ScrollArea style={{ flex: 1 }} px="xs" pb="xs" type="auto" scrollbarSize={6}>
        <nav aria-label="Menu">
          {shown.length === 0 && (
            <Text size="xs" c="dimmed" px="xs" py="sm">
              {MESSAGES.menuTidakDitemukan}
            </Text>
          )}
          {shown.map((group) =>
            isSingleLink(group) && group.routes[0] ? (
              <NavLink
                key={group.key}
                component={Link}
                to={group.routes[0].path}
                label={group.label}
                leftSection={<MenuIcon name={group.icon} />}
                active={pathname === group.routes[0].path}
                className={classes.routeLink}
                onClick={onNavigate}
                aria-current={pathname === group.routes[0].path ? 'page' : undefined}
              />
            ) : (
              <NavLink
                key={group.key}
                label={group.label}
                leftSection={<MenuIcon name={group.icon} />}
                className={classes.groupLink}
                data-has-active={group.key === activeKey || undefined}
                opened={searching || openKeys.has(group.key)}
                onChange={() => toggle(group.key)}
                childrenOffset={28}
              >
                {group.routes.map((route) => (
                  <NavLink
                    key={route.path}
                    component={Link}
                    to={route.path}
                    label={route.label}
                    active={pathname === route.path}
                    className={classes.routeLink}
                    onClick={onNavigate}
                    aria-current={pathname === route.path ? 'page' : undefined}
                  />
                ))}
              </NavLink>
            ),
          )}
        </nav>
      </ScrollArea>
    </Stack>
  );
}

function MinifiedSidebar({
  groups,
  pathname,
  activeKey,
}: {
  groups: readonly MenuGroup[];
  pathname: string;
  activeKey: string | undefined;
}) {
  return (
    <ScrollArea h="100%" type="never" py="xs">
      <nav aria-label="Menu">
        {groups.map((group) => {
          const first = group.routes[0];
          if (isSingleLink(group) && first) {
            return (
              <Tooltip key={group.key} label={group.label} position="right" withArrow>
                <UnstyledButton
                  component={Link}
                  to={first.path}
                  className={classes.iconButton}
                  data-active={pathname === first.path || undefined}
                  aria-label={group.label}
                >
                  <MenuIcon name={group.icon} size={20} />
                </UnstyledButton>
              </Tooltip>
            );
          }
          return (
            <HoverCard
              key={group.key}
              position="right-start"
              offset={6}
              openDelay={60}
              closeDelay={FLYOUT_CLOSE_DELAY_MS}
              shadow="md"
              withinPortal
            >
              <HoverCard.Target>
                <UnstyledButton className={classes.iconButton} data-active={group.key === activeKey || undefined} aria-label={group.label}>
                  <MenuIcon name={group.icon} size={20} />
                </UnstyledButton>
              </HoverCard.Target>
              <HoverCard.Dropdown p={6} miw={220}>
                <div className={classes.flyoutTitle}>{group.label}</div>
                <ScrollArea.Autosize mah="70vh" type="auto">
                  {group.routes.map((route) => (
                    <NavLink
                      key={route.path}
                      component={Link}
                      to={route.path}
                      label={route.label}
                      active={pathname === route.path}
                      className={classes.flyoutLink}
                      aria-current={pathname === route.path ? 'page' : undefined}
                    />
                  ))}
                </ScrollArea.Autosize>
              </HoverCard.Dropdown>
            </HoverCard>
          );
        })}
      </nav>
    </ScrollArea>
  );
}
