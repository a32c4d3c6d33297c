import type { FormFieldSpec, ResourceEntry } from '../../core/resources';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';
import type { Editing } from '../../workbench/kit/setup-records/resource-form-dialog';
import { CHILD_CATEGORY, parentChoices } from './entity-rows';

type Choice = { value: string; label: string };

/** The zones a time zone is chosen from: the US zones the demo plants use first, then the browser's list. */
export function timeZoneChoices(): Choice[] {
  const all = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return ['US/Eastern', 'US/Central', 'US/Mountain', 'US/Pacific', 'UTC', ...all.filter((z) => z !== 'UTC')].map((z) => ({ value: z, label: z }));
}

/** The category of the entity being edited, or of a new one: one level below its parent (a site under the company). */
export function editedCategory(editing: Editing): string {
  if (editing?.row) return String(editing.row.category);
  return CHILD_CATEGORY[String(editing?.parent?.category ?? 'COMPANY')] ?? 'SITE';
}

/** The catalogue's entity form for one category: its parents one level up, the zones, and a machine's key explained. */
export function entityFormEntry(entry: ResourceEntry, category: string, rows: readonly SetupRow[], zones: readonly Choice[]): ResourceEntry {
  const fill = (f: FormFieldSpec): FormFieldSpec => {
    if (f.name === 'parent') return { ...f, options: parentChoices(rows, category) };
    if (f.name === 'timezone') return { ...f, options: zones };
    if (f.name === 'key' && category === 'MACHINE') return { ...f, hint: 'The machine_key its events carry.' };
    return f;
  };
  return { ...entry, formFields: entry.formFields?.map(fill) };
}

/** A new entity's values: under its parent, in the parent's time zone. */
export function newEntity(editing: Editing): Record<string, unknown> {
  return { name: '', key: '', desc: '', category: editedCategory(editing), parent: editing?.parent?.euid ?? '', timezone: String(editing?.parent?.timezone ?? 'US/Eastern'), enabled: true };
}

/** 'Edit Press 1' ('View' for a reader), or 'New machine under Area 1'. */
export function entityDialogHeader(editing: NonNullable<Editing>, canWrite: boolean): string {
  if (editing.row) return `${canWrite ? 'Edit' : 'View'} ${String(editing.row.name)}`;
  return `New ${editedCategory(editing).toLowerCase()}${editing.parent ? ` under ${String(editing.parent.name)}` : ''}`;
}
