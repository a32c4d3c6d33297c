import { observer } from 'mobx-react-lite';
import { useState, type ReactNode } from 'react';
import type { ResourceEntry } from '../../../core/resources';
import type { RecordEditor, SaveResult, SetupRow } from './record-editor';
import { ResourceFormDialog, type Editing } from './resource-form-dialog';
import { ResourceTable, type ResourceTableOptions } from './resource-table';
import { SetupPage } from './setup-page';

export interface ResourceScreenTexts {
  title: string;
  intro: string;
  /** Absent: the screen creates nothing from its heading (e.g. one row per metric, or + on a parent row). */
  createLabel?: string;
  empty: string;
}

interface Props {
  entry: ResourceEntry;
  editor: RecordEditor<ResourceEntry['schema']>;
  texts: ResourceScreenTexts;
  helpKey: string;
  testIds: { page: string; table: string; dialog: string };
  /** The table's accessible name; the resource's plural label when absent. */
  tableLabel?: string;
  /** The rows shown; all the editor's rows when absent (e.g. one kind of reason). */
  rows?: SetupRow[];
  table?: ResourceTableOptions;
  /** The form's values for a new record (memoised by the caller); the catalogue's when absent. */
  newRecord?: Readonly<Record<string, unknown>>;
  editRecord?: (row: SetupRow) => Record<string, unknown>;
  /** 'Edit Press 1', 'New area under Site A'; the catalogue's 'Edit/View/New {singular}' when absent. */
  dialogHeader?: (editing: NonNullable<Editing>, canWrite: boolean) => string;
  /** The open record, when the screen opens it itself too (a search, + on a parent row); kept inside when absent. */
  editing?: Editing;
  onEditingChange?(editing: Editing): void;
  onSave(values: Record<string, unknown>, id?: number): Promise<SaveResult>;
  onRemove(row: SetupRow): Promise<unknown>;
  /** Shown between the heading and the table (a progress banner, a search, kind tabs). */
  before?: ReactNode;
  /** Wraps the table (e.g. in a tab panel). */
  wrapTable?: (table: ReactNode) => ReactNode;
  /** Shown below the table (e.g. the selected part's operations). */
  after?: ReactNode;
}

/**
 * A System Setup screen over one catalogue resource (core/resources): the frame with its create
 * button, a load error, the resource's table with Edit/View and Remove per row, and its record
 * dialog for New, Edit and View. Screens add their specifics through the options.
 */
export const ResourceSetupScreen = observer(function ResourceSetupScreen(p: Props) {
  const [ownEditing, setOwnEditing] = useState<Editing>(null);
  const editing = p.onEditingChange ? (p.editing ?? null) : ownEditing;
  const setEditing = p.onEditingChange ?? setOwnEditing;
  const { editor, entry } = p;
  const canWrite = editor.canWrite;
  const table = (
    <ResourceTable
      {...p.table}
      entry={entry}
      rows={p.rows ?? editor.rows}
      canWrite={canWrite}
      loading={editor.loading}
      emptyMessage={p.texts.empty}
      testId={p.testIds.table}
      ariaLabel={p.tableLabel ?? entry.labels?.plural ?? p.texts.title}
      onEdit={(row) => setEditing({ row })}
      onRemove={p.onRemove}
    />
  );
  return (
    <SetupPage title={p.texts.title} intro={p.texts.intro} helpKey={p.helpKey} testId={p.testIds.page} canWrite={canWrite} isDemo={editor.isDemo} createLabel={p.texts.createLabel} onCreate={() => setEditing({})}>
      {editor.loadError && <p role="alert">{editor.loadError}</p>}
      {p.before}
      {p.wrapTable ? p.wrapTable(table) : table}
      {p.after}
      <ResourceFormDialog
        entry={entry}
        editing={editing}
        newRecord={p.newRecord}
        editRecord={p.editRecord}
        header={p.dialogHeader}
        canWrite={canWrite}
        isDemo={editor.isDemo}
        saving={editor.saving}
        onSave={p.onSave}
        onHide={() => setEditing(null)}
        testId={p.testIds.dialog}
      />
    </SetupPage>
  );
});
