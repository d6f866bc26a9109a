// What a tray is for, asked by role (core WAREHOUSE_ROLES), never by the spelling of its warehouse.
import { hasWarehouseRole, type WarehouseRole } from '@kencana/core';
import { badRequest } from '../http/errors.ts';
import type { Tray } from './store.ts';

/** Refuses (400, the flow's own catalogue text) a tray whose warehouse does not play `role`. */
export function assertTrayRole(tray: Pick<Tray, 'kode_gudang'>, role: WarehouseRole, message: string): void {
  if (!hasWarehouseRole(tray.kode_gudang, role)) throw badRequest(message);
}
