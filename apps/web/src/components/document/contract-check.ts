// Validation from the contract: a document screen checks a line, or the whole body, with the endpoint's own
// zod schema (core contracts) and shows the schema's message — the rule is written once, in the contract,
// and the server refuses with the same words. A react-hook-form form uses `contractResolver(schema)`.
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { notifyError } from '../../lib/notify.ts';

/** The value parsed by the schema, or the first refusal: its message and the path of the field it is about. */
export type ContractCheck<T> = { ok: true; data: T } | { ok: false; message: string; path: PropertyKey[] };

/** Checks `value` with a contract's schema: the parsed value, or the first issue's (Indonesian) message. */
export function checkContract<S extends z.ZodType>(schema: S, value: unknown): ContractCheck<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: issue?.message ?? '', path: issue?.path ?? [] };
}

/** The schema's message for a value, or null when it is accepted (a line before it joins the table). */
export function contractMessage(schema: z.ZodType, value: unknown): string | null {
  const checked = checkContract(schema, value);
  return checked.ok ? null : checked.message;
}

/**
 * A value the screen takes only when the contract accepts it (a line before it joins the table, a search's
 * filter, a dialog's reason): the parsed value, or null once the schema's first message has been shown.
 */
export function acceptContract<S extends z.ZodType>(schema: S, value: unknown): z.output<S> | null {
  const checked = checkContract(schema, value);
  if (checked.ok) return checked.data;
  notifyError(checked.message);
  return null;
}

/** The messages of every refused field, by its dotted path ('detail_barang.0.berat'): to mark the fields. */
export function contractErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}

/** react-hook-form's resolver for a contract schema (the form's values are the schema's input). */
export const contractResolver = zodResolver;
