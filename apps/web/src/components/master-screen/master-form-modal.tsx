// The small add/edit modal of a master screen. Its inputs, their validation and messages all come from the
// definition: the add form resolves with addSchema, the edit form with editSchema, where the key and the
// fixed fields show read-only.
import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  addSchema,
  editSchema,
  formFields,
  isFixedField,
  MESSAGES,
  type MasterBody,
  type MasterDefinition,
  type MasterField,
} from '@kencana/core';
import { preventEnterSubmit } from '../../lib/forms.ts';
import { MasterFieldInput } from './master-field-input.tsx';

export type MasterFormMode = 'add' | 'edit';
type Values = Record<string, string>;

/** What a screen may change about one input (the levels a user may give, a store staff cannot change). */
export interface MasterFieldProps {
  options?: readonly string[];
  disabled?: boolean;
}
export type MasterFieldPropsFn = (
  field: MasterField,
  mode: MasterFormMode,
  row: Record<string, unknown> | undefined,
) => MasterFieldProps | undefined;

export const MASTER_FORM_TEXT = {
  tambah: 'Tambah',
  edit: 'Ubah',
} as const;

export const formTitle = (def: MasterDefinition, mode: MasterFormMode): string =>
  `${mode === 'add' ? MASTER_FORM_TEXT.tambah : MASTER_FORM_TEXT.edit} ${def.noun}`;

function initialValues(def: MasterDefinition, mode: MasterFormMode, row: Record<string, unknown> | undefined, defaults: Values): Values {
  return Object.fromEntries(
    formFields(def, mode).map((f) => {
      const value = row?.[f.name];
      return [f.name, value === null || value === undefined ? (defaults[f.name] ?? '') : String(value)];
    }),
  );
}

interface MasterFormProps {
  def: MasterDefinition;
  mode: MasterFormMode;
  row?: Record<string, unknown>;
  defaults?: Values;
  fieldProps?: MasterFieldPropsFn;
  /** Saves; resolves true when the modal may close. */
  onSubmit: (values: MasterBody) => Promise<boolean>;
  onCancel: () => void;
}

function MasterForm({ def, mode, row, defaults = {}, fieldProps, onSubmit, onCancel }: MasterFormProps) {
  const schema = mode === 'add' ? addSchema(def) : editSchema(def);
  const form = useForm<Values, unknown, MasterBody>({
    defaultValues: initialValues(def, mode, row, defaults),
    resolver: zodResolver(schema) as unknown as Resolver<Values, unknown, MasterBody>,
  });
  const [saving, setSaving] = useState(false);
  const fields = formFields(def, mode);
  const firstEditable = fields.find((f) => !(mode === 'edit' && isFixedField(def, f)) && !fieldProps?.(f, mode, row)?.disabled);

  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      if (await onSubmit(values)) onCancel();
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} onKeyDown={preventEnterSubmit} noValidate>
      <Stack gap="sm">
        {fields.map((field) => {
          const extra = fieldProps?.(field, mode, row);
          return (
            <Controller
              key={field.name}
              name={field.name}
              control={form.control}
              render={({ field: input, fieldState }) => (
                <MasterFieldInput
                  field={field}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={fieldState.error?.message}
                  readOnly={mode === 'edit' && isFixedField(def, field)}
                  disabled={extra?.disabled}
                  options={extra?.options}
                  autoFocus={field === firstEditable}
                />
              )}
            />
          );
        })}
        <Group justify="flex-end" gap="xs" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {MESSAGES.batal}
          </Button>
          <Button type="submit" loading={saving}>
            {MESSAGES.simpan}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export interface MasterFormModalProps extends Omit<MasterFormProps, 'onCancel' | 'mode'> {
  mode: MasterFormMode | null;
  onClose: () => void;
}

/** The modal: closed when mode is null; a new form (fresh values) each time it opens. */
export function MasterFormModal({ mode, onClose, ...rest }: MasterFormModalProps) {
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      title={mode ? formTitle(rest.def, mode) : ''}
      size="md"
      centered
      closeOnClickOutside={false}
    >
      {mode && <MasterForm key={`${mode}:${rest.row ? JSON.stringify(rest.row) : ''}`} mode={mode} onCancel={onClose} {...rest} />}
    </Modal>
  );
}
