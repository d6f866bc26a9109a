// Everything a screen needs around it: Mantine (theme, modals, notifications) and TanStack Query.
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import './global.css';
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { NOTIFY_LIMIT, NOTIFY_POSITION, NOTIFY_WIDTH } from '../lib/notify.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from '@kencana/core';
import { cssVariablesResolver, theme } from './theme.ts';

/** A query client for the app: no automatic retries (a failed call already told the user), no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={client}>
        <ModalsProvider labels={{ confirm: MESSAGES.ok, cancel: MESSAGES.tidak }}>
          {/* A hovered notice keeps only itself open: the pointer resting near one must not hold every notice for seconds. */}
          <Notifications
            position={NOTIFY_POSITION}
            limit={NOTIFY_LIMIT}
            containerWidth={NOTIFY_WIDTH}
            pauseResetOnHover="notification"
            zIndex={1000}
          />
          {children}
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
