import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Button } from '@mantine/core';
import { findRoute, MENU_GROUPS } from '@kencana/core';
import { AppProviders, createQueryClient } from '../../app/providers.tsx';
import { menuGroupOf, PageFrame } from './page-frame.tsx';

function renderAt(pathname: string, ui: React.ReactNode) {
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[pathname]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

const crumbs = (container: HTMLElement) =>
  [...container.querySelectorAll('.mantine-Breadcrumbs-root > :not(.mantine-Breadcrumbs-separator)')].map((el) => el.textContent);

describe('PageFrame', () => {
  it('names the screen as the menu does: Dashboard / group / screen, the heading as the spec spells the title, the actions beside it', () => {
    const { container } = renderAt(
      '/master-toko',
      <PageFrame actions={<Button>Aksi Layar</Button>}>
        <p>isi</p>
      </PageFrame>,
    );
    expect(crumbs(container)).toEqual(['Dashboard', 'Data Master', 'Master Toko']);
    expect(screen.getByRole('heading', { level: 3, name: 'MASTER TOKO' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Aksi Layar' })).toBeTruthy();
    expect(screen.getByText('isi')).toBeTruthy();
    // Exactly one heading: the frame's.
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });

  it('takes the group from the route on screen: a report also reachable from a goods screen sits under Laporan', () => {
    const { container } = renderAt('/laporan-timbang-baki', <PageFrame>{null}</PageFrame>);
    expect(crumbs(container)).toEqual(['Dashboard', 'Laporan', 'Laporan Timbang Baki']);
    expect(screen.getByRole('heading', { name: 'LAPORAN TIMBANG BAKI' })).toBeTruthy();
  });

  it('shows the dashboard once in its breadcrumb', () => {
    const { container } = renderAt('/dashboard', <PageFrame>{null}</PageFrame>);
    expect(crumbs(container)).toEqual(['Dashboard']);
    expect(within(container).getByRole('heading', { name: 'DASHBOARD' })).toBeTruthy();
  });

  it('finds every menu route in its own group, and spells the EOD report as the specification does', () => {
    for (const group of MENU_GROUPS) {
      for (const route of group.routes) if (route.path !== '/dashboard') expect(menuGroupOf(route.path)).toBe(group.label);
    }
    expect(findRoute('/laporan-eod')?.title).toBe('LAPORAN EOD');
    expect(findRoute('/laporan-eod')?.label).toBe('Laporan EOD');
  });
});
