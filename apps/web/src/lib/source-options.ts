// The choices of report forms and of /cetak-barcode, from the shared master lists the app loads at start
// (no list of its own): stores, warehouses, trays, gold categories and types, narrowed by the fields the
// form already holds (a tray list by store and warehouse, types by category). Staff choose only their own
// store; the server holds every report to it anyway.
import { useMemo } from 'react';
import { AUDIT_EVENTS, isPrivilegedLevel, SEMUA, type OptionSource } from '@kencana/core';
import { useMasterList, type MasterOption } from './master-lists.ts';
import { useSession } from './session.ts';

/** A form's current values by field name ('' or SEMUA mean "not narrowed"). */
export type SourceFilters = Partial<Record<'kode_toko' | 'kode_gudang' | 'kode_group', string>>;

const given = (value: string | undefined): string | undefined => (value && value !== SEMUA ? value : undefined);

const AUDIT_OPTIONS: MasterOption[] = Object.entries(AUDIT_EVENTS).map(([value, label]) => ({ value, label }));

/** Options of one source, "kode - nama" labelled. */
export function useSourceOptions(source: OptionSource, filters: SourceFilters = {}): MasterOption[] {
  const session = useSession();
  const privileged = session ? isPrivilegedLevel(session.level) : false;
  const toko = given(filters.kode_toko) ?? (privileged ? SEMUA : undefined);
  // Every hook runs whatever the source; only the source's own list is read.
  const tokos = useMasterList('toko');
  const gudang = useMasterList('gudang');
  const baki = useMasterList('baki', { kode_toko: toko });
  const groups = useMasterList('group');
  const jenis = useMasterList('jenis');
  const labeling = useMasterList('labeling');
  const tukang = useMasterList('tukang');
  const kodeGudang = given(filters.kode_gudang);
  const kodeGroup = given(filters.kode_group);
  return useMemo((): MasterOption[] => {
    switch (source) {
      case 'toko':
        return (tokos.data ?? [])
          .filter((t) => privileged || t.kode_toko === session?.kode_toko)
          .map((t) => ({ value: t.kode_toko, label: `${t.kode_toko} - ${t.nama_toko}` }));
      case 'gudang':
        return (gudang.data ?? []).map((g) => ({ value: g.kode_gudang, label: `${g.kode_gudang} - ${g.nama_gudang}` }));
      case 'baki':
        return (baki.data ?? [])
          .filter((b) => !kodeGudang || b.kode_gudang === kodeGudang)
          .map((b) => ({ value: b.kode_baki, label: `${b.kode_baki} - ${b.nama_baki}` }));
      case 'group':
        return (groups.data ?? []).map((g) => ({ value: g.kode_group, label: `${g.kode_group} - ${g.nama_group}` }));
      case 'jenis':
        return (jenis.data ?? [])
          .filter((j) => !kodeGroup || j.kode_group === kodeGroup)
          .map((j) => ({ value: j.kode_dept, label: `${j.kode_dept} - ${j.nama_dept}` }));
      case 'tukang':
        return (tukang.data ?? []).map((k) => ({ value: k.kode_tukang, label: `${k.kode_tukang} - ${k.nama_tukang}` }));
      case 'audit_event':
        return AUDIT_OPTIONS;
      case 'labeling':
        return (labeling.data ?? []).map((l) => ({ value: l.kode_labeling, label: `${l.kode_labeling} - ${l.nama_labeling}` }));
    }
  }, [
    source,
    tokos.data,
    gudang.data,
    baki.data,
    groups.data,
    jenis.data,
    labeling.data,
    tukang.data,
    privileged,
    session?.kode_toko,
    kodeGudang,
    kodeGroup,
  ]);
}
