// The endpoints of a master definition, in the specification's path family:
//   GET    <list>                          { data: [...] }          any signed-in user (selects of every flow)
//   GET    <lookup path>                   { data: [...] }          any signed-in user
//   POST   <base>/add                      { message, data }        the route's menu
//   PUT    <base>/edit/<by>/:id            { message, data }        the route's menu
//   DELETE <base>/delete/<by>/:id          { message }              the route's menu (soft delete)
//   PUT    <base>/reactive/<by>/:id        { message, data }        the route's menu (body: the edit fields, optional)
// An add whose key exists as a deleted record is refused with 409 { message: '… DELETED …', id } so the
// web can ask 'Warning !!!' / Aktifkan and call the reactive path with that id.
import { z } from 'zod';
import { MessageSchema } from '../contracts/common.ts';
import { endpoint, menus, SIGNED_IN, type Endpoint } from '../contracts/endpoint.ts';
import { addSchema, editSchema, rowSchema, type MasterDefinition, type MasterRow } from './define.ts';

/** Every list takes an optional store: store-scoped lists (baki) filter by it ('SEMUA': every store). */
export const MasterListQuerySchema = z.object({ kode_toko: z.string().trim().max(10).optional() });
export type MasterListQuery = z.infer<typeof MasterListQuerySchema>;

export const MasterIdParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** A master body as the web sends it (form values) and the server receives it (parsed by the definition). */
export type MasterBody = Record<string, unknown>;
type BodySchema = z.ZodType<MasterBody>;

type LookupNames<D extends MasterDefinition> = D['api'] extends { readonly lookups: readonly (infer L)[] }
  ? L extends { readonly name: infer N extends string }
    ? N
    : never
  : never;

export type MasterListEndpoint<D extends MasterDefinition> = Endpoint<
  typeof MasterListQuerySchema,
  z.ZodNever,
  z.ZodType<{ data: MasterRow<D>[] }>,
  z.ZodNever
>;
export type MasterLookupEndpoint<D extends MasterDefinition> = Endpoint<
  z.ZodType<Record<string, string | undefined>>,
  z.ZodNever,
  z.ZodType<{ data: MasterRow<D>[] }>,
  z.ZodType<Record<string, string>>
>;
export type MasterSaveResponse<D extends MasterDefinition> = z.ZodType<{ message: string; data: MasterRow<D> }>;

export interface MasterEndpoints<D extends MasterDefinition> {
  readonly definition: D;
  readonly list: MasterListEndpoint<D>;
  readonly lookups: { readonly [N in LookupNames<D>]: MasterLookupEndpoint<D> };
  readonly add: Endpoint<z.ZodNever, BodySchema, MasterSaveResponse<D>, z.ZodNever>;
  readonly edit: Endpoint<z.ZodNever, BodySchema, MasterSaveResponse<D>, typeof MasterIdParamsSchema>;
  /** The same edit under its other methods (PATCH tokos/:id). */
  readonly editAliases: readonly Endpoint<z.ZodNever, BodySchema, MasterSaveResponse<D>, typeof MasterIdParamsSchema>[];
  readonly remove: Endpoint<z.ZodNever, z.ZodNever, typeof MessageSchema, typeof MasterIdParamsSchema>;
  readonly reactive: Endpoint<z.ZodNever, z.ZodType<MasterBody | null | undefined>, MasterSaveResponse<D>, typeof MasterIdParamsSchema>;
}

/** The `:param` of a path, if any. */
export function pathParam(path: string): string | undefined {
  return /:([A-Za-z0-9_]+)/.exec(path)?.[1];
}

/** Builds the endpoints of a definition (contracts in core: the server registers them, the web calls them). */
export function masterEndpoints<const D extends MasterDefinition>(def: D): MasterEndpoints<D> {
  const { base, by } = def.api;
  const row = rowSchema(def);
  const listResponse = z.object({ data: z.array(row) });
  const saveResponse = z.object({ message: z.string(), data: row });
  const write = menus(...(def.writeMenus ?? (def.route ? [def.route] : [])));
  const read = def.readMenus ? menus(...def.readMenus) : SIGNED_IN;
  const edit = editSchema(def);
  const editMethods = def.api.editMethods ?? ['PUT'];
  const editPath = def.api.edit ?? `${base}/edit/${by}/:id`;

  const lookups: Record<string, Endpoint> = {};
  for (const lookup of def.api.lookups ?? []) {
    const param = pathParam(lookup.path);
    lookups[lookup.name] = endpoint({
      method: 'GET',
      path: lookup.path,
      ...(param ? { params: z.object({ [param]: z.string().min(1).max(100) }) } : {}),
      query:
        lookup.query && lookup.field
          ? MasterListQuerySchema.extend({ [lookup.field]: z.string().trim().min(1).max(100) })
          : MasterListQuerySchema,
      response: listResponse,
      access: read,
    });
  }

  const editEndpoint = (method: 'PUT' | 'PATCH') =>
    endpoint({ method, path: editPath, params: MasterIdParamsSchema, body: edit, response: saveResponse, access: write });

  return {
    definition: def,
    list: endpoint({
      method: 'GET',
      path: def.api.list ?? `${base}/get/all`,
      query: MasterListQuerySchema,
      response: listResponse,
      access: read,
    }),
    lookups,
    add: endpoint({ method: 'POST', path: `${base}/add`, body: addSchema(def), response: saveResponse, access: write }),
    edit: editEndpoint(editMethods[0] ?? 'PUT'),
    editAliases: editMethods.slice(1).map(editEndpoint),
    remove: endpoint({
      method: 'DELETE',
      path: `${base}/delete/${by}/:id`,
      params: MasterIdParamsSchema,
      response: MessageSchema,
      access: write,
    }),
    reactive: endpoint({
      method: 'PUT',
      path: `${base}/reactive/${by}/:id`,
      params: MasterIdParamsSchema,
      body: edit.partial().nullish(),
      response: saveResponse,
      access: write,
    }),
  } as unknown as MasterEndpoints<D>;
}
