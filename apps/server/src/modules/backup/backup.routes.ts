import type { FastifyInstance } from 'fastify';
import { backupApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { buatBackup, daftarBackup, getBackupSetting, simpanBackupSetting } from './backup.service.ts';

/** system/backup: the list, 'Cadangkan Sekarang', and the schedule and destinations (OWN/SU). */
export function backupRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, backupApi.daftarBackup, ({ user }) => daftarBackup(deps, user));
  route(app, deps, backupApi.buatBackup, ({ user }) => buatBackup(deps, user));
  route(app, deps, backupApi.getBackupSetting, ({ user }) => getBackupSetting(deps, user));
  route(app, deps, backupApi.simpanBackupSetting, ({ user, body }) => simpanBackupSetting(deps, user, body));
}
