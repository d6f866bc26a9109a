import type { FastifyInstance } from 'fastify';
import { authApi, USERS_API, usersApi } from '@kencana/core';
import type { AppDeps } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import {
  addUser,
  changeOwnPassword,
  deactivateUser,
  editUser,
  getUserMenus,
  listUsers,
  reactivateUser,
  resetPassword,
  saveUserMenus,
  unlockLogin,
  type NewUser,
  type UserChanges,
} from './users.service.ts';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, USERS_API.list, async ({ user }) => ({ data: await listUsers(deps, user) }));
  route(app, deps, USERS_API.add, ({ user, body }) => addUser(deps, user, body as unknown as NewUser));
  route(app, deps, USERS_API.edit, ({ user, params, body }) => editUser(deps, user, params.id, body as UserChanges));
  route(app, deps, USERS_API.remove, ({ user, params }) => deactivateUser(deps, user, params.id));
  route(app, deps, USERS_API.reactive, ({ user, params, body }) =>
    reactivateUser(deps, user, params.id, (body ?? undefined) as UserChanges | undefined),
  );
  route(app, deps, usersApi.resetPassword, ({ user, params, body }) => resetPassword(deps, user, params.id, body));
  route(app, deps, usersApi.unlockLogin, ({ user, params }) => unlockLogin(deps, user, params.id));
  // Changing one's own password is a change of the user record (its path stays with the sign-in calls).
  route(app, deps, authApi.changePassword, ({ user, body }) => changeOwnPassword(deps, user, body));
  route(app, deps, usersApi.getMenus, ({ user, params }) => getUserMenus(deps, user, params.id));
  route(app, deps, usersApi.saveMenus, ({ user, params, body }) => saveUserMenus(deps, user, params.id, body));
}
