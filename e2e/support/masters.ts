// Driving a master screen as a person does, by labels and roles, from its definition: open the add modal,
// fill every input by its label, save, find the row through the search box.
import { expect, type Locator, type Page } from '@playwright/test';
import { formFields, isFixedField, keysOf, type MasterDefinition, type MasterField } from '@kencana/core';

/** A valid text for an input of the n-th record a test makes (selects take their first option). */
export function sampleText(field: MasterField, n: number): string {
  switch (field.type) {
    case 'code':
      return `ZE${n}`;
    case 'text':
      return `uji e2e ${n}`;
    case 'digits':
      return `0812000${n}`;
    case 'rupiah':
      return '125000';
    case 'int':
      return '15';
    case 'grams':
      return '1.25';
    case 'percent':
      return '2.5';
    case 'purity':
      return `${30 + n}.5`;
    case 'date':
      return `2027-01-${String(10 + n).padStart(2, '0')}`;
    case 'password':
      return 'rahasia-e2e';
    case 'select':
      return '';
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The input of a field inside a dialog, by its label (a required field's label ends with ' *'). */
export const input = (dialog: Locator, field: MasterField): Locator => dialog.getByLabel(new RegExp(`^${escape(field.label)}( \\*)?$`));

/** Picks an option of a select: the one starting with `value`, or the first. Returns the chosen value. */
export async function choose(page: Page, dialog: Locator, field: MasterField, value = ''): Promise<string> {
  await input(dialog, field).click();
  const options = page.getByRole('option');
  const option = value ? options.filter({ hasText: new RegExp(`^${value}( - |$)`) }).first() : options.first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  return text.split(' - ')[0] ?? text;
}

/**
 * Fills the add form (or the given fields of an edit form) and answers the values as the record will hold
 * them (texts upper-case, selects as their stored value).
 */
export async function fillForm(
  page: Page,
  dialog: Locator,
  fields: MasterField[],
  values: Record<string, string>,
): Promise<Record<string, string>> {
  const stored: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name] ?? '';
    if (field.type === 'select') {
      stored[field.name] = await choose(page, dialog, field, value);
      continue;
    }
    const box = input(dialog, field);
    await box.fill(value);
    if (field.type === 'date') await box.press('Tab');
    stored[field.name] = field.type === 'text' || field.type === 'code' ? value.toUpperCase() : value;
  }
  return stored;
}

export const addFields = (def: MasterDefinition) => formFields(def, 'add');
export const editableFields = (def: MasterDefinition) => formFields(def, 'edit').filter((f) => !isFixedField(def, f));
export const fixedFields = (def: MasterDefinition) => formFields(def, 'edit').filter((f) => isFixedField(def, f));

/** How the screen names a record in its action buttons: its keys joined. */
export const labelOf = (def: MasterDefinition, values: Record<string, string>): string =>
  keysOf(def)
    .map((k) => values[k] ?? '')
    .join(' ');

/** Narrows the table to a record through the search box. */
export async function search(page: Page, text: string): Promise<void> {
  const box = page.getByRole('searchbox', { name: 'Cari Data' });
  await box.fill(text);
}

/** Waits for a success toast. */
export async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}
