import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { enforceLoginDay } from './lib/session.ts';
import { reloadOnStaleChunks } from './lib/stale-chunks.ts';

// A login flag that is not today's date wipes local storage; the router then sends the user to login.
enforceLoginDay();
// A screen file gone after an update: reload once to the new version.
reloadOnStaleChunks();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
