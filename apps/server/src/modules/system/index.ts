// The system module's face: the store's pending work (the dashboard's list), read by the owner's page.
export { pendingWork } from './dashboard.service.ts';
