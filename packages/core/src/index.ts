export * from './menu.ts';
export * from './messages.ts';
export * from './contracts/endpoint.ts';
export * from './contracts/common.ts';
export * as authApi from './contracts/auth.ts';
export * as systemApi from './contracts/system.ts';
export type { SessionData } from './contracts/auth.ts';
export type { DashboardData } from './contracts/system.ts';
