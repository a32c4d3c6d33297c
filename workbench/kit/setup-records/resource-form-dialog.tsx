import { useMemo } from 'react';
import type { ResourceEntry } from '../../../core/resources';
import type { SaveResult, SetupRow } from './record-editor';
import { RecordFormDialog } from './record-form-dialog';
import { resourceDialogHeader, resourceFields } from './resource-fields';

/** The record being edited (row) or created (no row; under `parent` for a child record); null while the dialog is closed. */
export type Editing = { row?: SetupRow; parent?: SetupRow } | null;

interface Props {
  entry: ResourceEntry;
  editing: Editing;
  /** The form's values for a new record, the catalogue's when absent; memoised by the caller (a new object resets the open form). */
  newRecord?: Readonly<Record<string, unknown>>;
  /** The form's values for an existing row (e.g. a default colour); a stable function. */
  editRecord?: (row: SetupRow) => Record<string, unknown>;
  /** The dialog's title; the catalogue's 'New/Edit/View {singular}' when absent. */
  header?: (editing: NonNullable<Editing>, canWrite: boolean) => string;
  canWrite: boolean;
  isDemo: boolean;
  saving: boolean;
  onSave(values: Record<string, unknown>, id?: number): Promise<SaveResult>;
  onHide(): void;
  testId: string;
}

const EMPTY: Readonly<Record<string, unknown>> = {};
const copyOf = (row: SetupRow): Record<string, unknown> => ({ ...row });

/** A catalogue resource's record in the record dialog: its form fields and 'New/Edit/View {label}'. */
export function ResourceFormDialog({ entry, editing, newRecord = entry.newRecord ?? EMPTY, editRecord = copyOf, header, canWrite, isDemo, saving, onSave, onHide, testId }: Props) {
  const fields = useMemo(() => resourceFields(entry), [entry]);
  const initial = useMemo(() => (editing?.row ? editRecord(editing.row) : { ...newRecord }), [editing, editRecord, newRecord]);
  return (
    <RecordFormDialog
      header={editing && header ? header(editing, canWrite) : resourceDialogHeader(entry, editing?.row !== undefined, canWrite)}
      visible={editing !== null}
      fields={fields}
      initial={initial}
      readOnly={!canWrite && !isDemo}
      isDemo={isDemo}
      saving={saving}
      onSubmit={(values) => onSave(values, editing?.row?.id)}
      onHide={onHide}
      testId={testId}
    />
  );
}
