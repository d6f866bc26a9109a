// What of a member a user may see and change. Members are chain-wide (a card works in every store), but a
// member's personal data (NIK, address, birth date, full phone) is shown only to the member's own store and
// to OWN/SU (UU 27/2022 PDP); another store's staff get what the counter needs: code, name, a masked phone,
// the store and the points.
import { maskPhone, type MemberSummary } from '@kencana/core';
import type { CurrentUser } from '../../auth/current-user.ts';
import { assertStoreAccess, canSeeStore } from '../../auth/policy.ts';

/** True when the user may see the personal data of a member registered at `kode_toko`. */
export const seesMemberData = (user: CurrentUser, kode_toko: string): boolean => canSeeStore(user, kode_toko);

/** A member as the user may see them: whole for the member's store and OWN/SU, else the counter's part only. */
export function memberForUser(user: CurrentUser, member: MemberSummary): MemberSummary {
  if (seesMemberData(user, member.kode_toko)) return member;
  return { ...member, no_hp: maskPhone(member.no_hp), no_ktp: '', alamat: '', tgl_lahir: '' };
}

/** Changing a member's points by hand is for the member's own store or OWN/SU: 403 for another store's staff. */
export function assertMemberStore(user: CurrentUser, kode_toko: string): void {
  assertStoreAccess(user, kode_toko);
}
