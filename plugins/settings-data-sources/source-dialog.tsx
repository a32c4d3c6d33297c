import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useState } from 'react';
import { PAYLOAD_FORMATS, SOURCE_KINDS } from '../../core/connectors';
import type { FieldErrors } from '../../core/forms';
import { FormField } from '../../workbench/kit/form-controls/form-field';
import type { SourceSave } from './data-sources.view-model';
import { MappingFields } from './mapping-fields';
import { OpcuaFields } from './opcua-fields';
import { ChoiceSelect } from './signal-choices';
import { emptyForm, withFormat, withKind, type SourceForm } from './source-form';
import { dataSourcesIds } from './test-ids';
import { FIELD_LABELS, KIND_TEXT, SOURCES_TEXT } from './texts';

/** What the dialog edits: a new source, or an existing one (its name and whether a password is stored). */
export type SourceEditing = { id?: number; name?: string; hasPassword?: boolean; form?: SourceForm } | null;

interface Props {
  editing: SourceEditing;
  saving: boolean;
  onSave(form: SourceForm, id?: number): Promise<SourceSave>;
  onHide(): void;
}

const TLS_URL = /^(mqtts|ssl|wss):/i;

/** Add or edit a data source: connection, password (write-only), format and its settings. */
export function SourceDialog({ editing, saving, onSave, onHide }: Props) {
  const [form, setForm] = useState<SourceForm>(emptyForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  useEffect(() => {
    if (editing) {
      setForm(editing.form ?? emptyForm());
      setErrors({});
    }
  }, [editing]);
  const set = (patch: Partial<SourceForm>) => setForm((old) => ({ ...old, ...patch }));
  const text = (field: 'name' | 'url' | 'username' | 'timestampPath' | 'machinePath', id: string, label: string, error?: string) => (
    <FormField id={id} label={label} error={error}>
      {(control) => <input {...control} className="p-inputtext" value={form[field]} onChange={(e) => set({ [field]: e.target.value })} />}
    </FormField>
  );
  const submit = async () => {
    const result = await onSave(form, editing?.id);
    if (result.ok) onHide();
    else setErrors(result.errors);
  };
  const footer = (
    <div className="record-form-actions">
      <Button label="Cancel" text onClick={onHide} />
      <Button label="Save" icon="pi pi-check" loading={saving} onClick={() => void submit()} />
    </div>
  );
  return (
    <Dialog
      header={editing?.id === undefined ? SOURCES_TEXT.newHeader : SOURCES_TEXT.editHeader(editing.name ?? '')}
      visible={editing !== null}
      onHide={onHide}
      footer={footer}
      data-testid={dataSourcesIds.dialog}
      style={{ width: 'min(44rem, 95vw)' }}
    >
      <form
        className="source-form"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {errors._ && (
          <p role="alert" className="form-error">
            {errors._}
          </p>
        )}
        <FormField id="source-kind" label={FIELD_LABELS.kind} error={errors.kind} hint={SOURCES_TEXT.kindHint}>
          {(control) => (
            <ChoiceSelect {...control} value={form.kind} choices={SOURCE_KINDS} label={(k) => KIND_TEXT[k]} disabled={editing?.id !== undefined} onChoose={(kind) => setForm((old) => withKind(old, kind))} />
          )}
        </FormField>
        {text('name', 'source-name', FIELD_LABELS.name, errors.name)}
        {text('url', 'source-url', FIELD_LABELS.url, errors.url)}
        {text('username', 'source-username', FIELD_LABELS.username, errors.username)}
        <FormField id="source-password" label={FIELD_LABELS.password} error={errors.password} hint={editing?.hasPassword ? SOURCES_TEXT.passwordSet : SOURCES_TEXT.passwordEmpty}>
          {(control) => <input {...control} className="p-inputtext" type="password" autoComplete="new-password" value={form.password} onChange={(e) => set({ password: e.target.value })} />}
        </FormField>
        {editing?.hasPassword && (
          <label className="checkbox-field">
            <input type="checkbox" checked={form.clearPassword} onChange={(e) => set({ clearPassword: e.target.checked })} /> {SOURCES_TEXT.clearPassword}
          </label>
        )}
        <label className="checkbox-field">
          <input type="checkbox" checked={form.enabled} onChange={(e) => set({ enabled: e.target.checked })} /> {FIELD_LABELS.enabled}
        </label>
        {form.kind === 'opcua' ? (
          <OpcuaFields form={form} errors={errors} onChange={set} />
        ) : (
          <>
            <FormField id="source-format" label={FIELD_LABELS.format} error={errors.format}>
              {(control) => (
                <ChoiceSelect {...control} value={form.format} choices={PAYLOAD_FORMATS} onChoose={(format) => setForm((old) => withFormat(old, format))} />
              )}
            </FormField>
            <FormField id="source-topics" label={FIELD_LABELS.topics} error={errors.topics} hint={SOURCES_TEXT.topicsHint}>
              {(control) => <textarea {...control} className="p-inputtext" rows={3} value={form.topics} onChange={(e) => set({ topics: e.target.value })} />}
            </FormField>
            {form.format === 'json' && (
              <>
                {text('timestampPath', 'source-timestamp-path', FIELD_LABELS.timestamp_path, errors.timestamp_path)}
                {text('machinePath', 'source-machine-path', FIELD_LABELS.machine_path, errors.machine_path)}
              </>
            )}
            {form.format !== 'umh-classic' && <MappingFields format={form.format} rows={form.mapping} errors={errors} onChange={(mapping) => set({ mapping })} />}
            {TLS_URL.test(form.url) && (
              <FormField id="source-ca" label={FIELD_LABELS.ca} error={errors.ca} hint={SOURCES_TEXT.caHint}>
                {(control) => <textarea {...control} className="p-inputtext" rows={4} value={form.ca} onChange={(e) => set({ ca: e.target.value })} />}
              </FormField>
            )}
          </>
        )}
        <button type="submit" hidden />
      </form>
    </Dialog>
  );
}
