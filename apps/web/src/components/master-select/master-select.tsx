// A select over a shared master list: `<MasterSelect list="group" label="Kategori" value={v} onChange={setV} />`.
// Options come from the cache the signed-in layout filled at start (useMasterOptions); the value is the
// record's id (kode_group, kode_baki…), the label "id - name".
import { Select, type SelectProps } from '@mantine/core';
import { MESSAGES, type MasterKey, type MasterListQuery, type MasterRowOf } from '@kencana/core';
import { useMasterOptions } from '../../lib/master-lists.ts';
import { useFocusWhenReady } from '../../lib/use-focus-when-ready.ts';

export interface MasterSelectProps<K extends MasterKey> extends Omit<SelectProps, 'data'> {
  list: K;
  /** Store filter of store-scoped lists (baki): a store code or SEMUA; default the user's store. */
  query?: MasterListQuery;
  /** Narrows the options (keep it stable: define it outside the render or memoise it). */
  where?: (row: MasterRowOf<K>) => boolean;
  /** An extra first option (e.g. { value: 'SEMUA', label: 'SEMUA' } for report filters). */
  leading?: { value: string; label: string };
}

/**
 * Options read on one line: "KC01D - BAKI ANTING & LIONTIN" never wraps, the list growing wider than a
 * narrow input instead (left-aligned under it, never wider than most of the screen).
 */
const ONE_LINE_STYLES = {
  dropdown: { maxWidth: 'min(520px, 90vw)' },
  option: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
} as const;

export function MasterSelect<K extends MasterKey>({
  list,
  query,
  where,
  leading,
  comboboxProps,
  styles,
  autoFocus,
  ...rest
}: MasterSelectProps<K>) {
  const { data, isLoading } = useMasterOptions(list, { query, filter: where });
  // Disabled while its list loads: `autoFocus` focuses it once the list is there.
  const enabled = !(rest.disabled || isLoading);
  const input = useFocusWhenReady<HTMLInputElement>(autoFocus, enabled);
  return (
    <Select
      ref={input}
      searchable
      // Focus (autofocus, Tab) never drops the list open over the fields below: a click or typing opens it.
      openOnFocus={false}
      nothingFoundMessage={MESSAGES.tidakAdaData}
      comboboxProps={{ width: 'max-content', position: 'bottom-start', ...comboboxProps }}
      styles={styles ?? ONE_LINE_STYLES}
      {...rest}
      data={leading ? [leading, ...data] : data}
      disabled={!enabled}
    />
  );
}
