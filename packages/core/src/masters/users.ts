import { LEVELS } from '../contracts/common.ts';
import { defineMaster } from './define.ts';

/**
 * Users, shown by the generic master screen at /data-users but served by the users module (passwords,
 * levels and rights have rules of their own: see contracts/users.ts). Deleting deactivates: inactive users
 * stay listed and can be activated again. User ids are kept lower-case (the login compares them so).
 */
export const users = defineMaster({
  key: 'users',
  route: '/data-users',
  noun: 'User',
  table: 'users',
  id: 'user_id',
  fields: [
    { name: 'user_id', label: 'User ID', type: 'code', upper: false, max: 50, width: 150 },
    { name: 'user_name', label: 'Nama User', type: 'text' },
    { name: 'level', label: 'Level', type: 'select', options: LEVELS, width: 100 },
    { name: 'kode_toko', label: 'Toko', type: 'select', list: 'toko', width: 90 },
    { name: 'password', label: 'Password', type: 'password', createOnly: true },
  ],
  readMenus: ['/data-users', '/hak-akses-users'],
  api: { base: 'users', by: 'by-user-id' },
  deactivates: true,
});
