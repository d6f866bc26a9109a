import { checkLedgerInvariants, type Violation } from '../../ledger/invariants.ts';
import type { AppDeps } from '../../http/context.ts';

/** Runs every ledger invariant: the owner's "can I trust every gram" check. */
export async function ledgerAudit(deps: AppDeps): Promise<{ data: { ok: boolean; violations: Violation[] } }> {
  const violations = await checkLedgerInvariants(deps.db);
  return { data: { ok: violations.length === 0, violations } };
}
