import { describe, expect, it } from 'vitest';
import {
  hasWarehouseRole,
  ITEM_TYPE,
  ROLE_LITERALS,
  SHIPMENT_KINDS,
  WAREHOUSE,
  WAREHOUSE_NAMES,
  WAREHOUSE_ROLES,
  type WarehouseRole,
} from './warehouse-roles.ts';

const ROLES = Object.keys(WAREHOUSE_ROLES) as WarehouseRole[];

describe('warehouse roles', () => {
  it('asks by role: a tray of the refining-sort warehouse is a sorting tray, not a display tray', () => {
    expect(hasWarehouseRole(WAREHOUSE.SORT_REFINE, 'SORT_REFINE')).toBe(true);
    expect(hasWarehouseRole(WAREHOUSE.SORT_REFINE, 'SORTING')).toBe(true);
    expect(hasWarehouseRole(WAREHOUSE.SORT_REFINE, 'DISPLAY')).toBe(false);
    expect(hasWarehouseRole(WAREHOUSE.DAMAGED, 'TO_REFINE')).toBe(false);
    expect(hasWarehouseRole(null, 'DISPLAY')).toBe(false);
    expect(hasWarehouseRole('GUDANG-LAIN', 'SYSTEM')).toBe(false);
  });

  it('keeps the roles consistent: a purchase sort refines or sets aside; every named warehouse but the optional material one is a system one', () => {
    expect([...WAREHOUSE_ROLES.SORT_PURCHASE].sort()).toEqual([...WAREHOUSE_ROLES.TO_REFINE, ...WAREHOUSE_ROLES.DAMAGED].sort());
    expect([...WAREHOUSE_ROLES.SORTING].sort()).toEqual([...WAREHOUSE_ROLES.SORT_PURCHASE, ...WAREHOUSE_ROLES.SORT_REFINE].sort());
    // A store may have no craftsmen's material warehouse (a material note then names its tray), so it is not protected.
    expect([...WAREHOUSE_ROLES.SYSTEM, ...WAREHOUSE_ROLES.MATERIAL].sort()).toEqual(Object.values(WAREHOUSE).sort());
    for (const role of ROLES)
      for (const code of WAREHOUSE_ROLES[role]) expect(hasWarehouseRole(code, role === 'MATERIAL' ? 'MATERIAL' : 'SYSTEM')).toBe(true);
    expect(Object.keys(WAREHOUSE_NAMES).sort()).toEqual(Object.values(WAREHOUSE).sort());
  });

  it('lists every spelling it owns (what the lint rule refuses elsewhere), the item type SP apart from the warehouse SP', () => {
    expect(ITEM_TYPE.SP).toBe(WAREHOUSE.REFINE);
    expect([...ROLE_LITERALS].sort()).toEqual([...new Set([...Object.values(WAREHOUSE), ...SHIPMENT_KINDS])].sort());
  });
});
