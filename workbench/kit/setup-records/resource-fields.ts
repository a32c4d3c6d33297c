import type { ResourceEntry } from '../../../core/resources';
import type { FieldSpec } from './record-form-view';

/** A catalogue entry's form fields as the record dialog shows them (shownWhen becomes a test on the values). */
export function resourceFields(entry: ResourceEntry): FieldSpec[] {
  return (entry.formFields ?? []).map(({ shownWhen, ...field }) => (shownWhen ? { ...field, when: (v: Record<string, unknown>) => v[shownWhen.field] === shownWhen.equals } : field));
}

/** 'New Part', 'Edit Part', or 'View Part' for a reader. */
export function resourceDialogHeader(entry: ResourceEntry, editing: boolean, canWrite: boolean): string {
  return `${editing ? (canWrite ? 'Edit' : 'View') : 'New'} ${entry.labels?.singular ?? entry.paths[0]}`;
}
