import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { DISABLED_FOR_DEMO } from '../../../core/errors';
import type { FieldErrors } from '../../../core/forms';
import { SizedCheckbox } from '../form-controls/sized-checkbox';
import { TextField } from '../form-controls/text-field';
import type { SaveResult } from './record-editor';
import './setup-records.css';

export type FieldKind = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'time' | 'color' | 'custom';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  options?: ReadonlyArray<{ value: string; label: string }>;
  min?: number;
  max?: number;
  step?: number | 'any';
  hint?: string;
  /** Shown only when this answers true for the current values (e.g. Planned for down reasons). */
  when?: (values: Record<string, unknown>) => boolean;
  /** A custom control (e.g. the GraphQL dropdown); gets the field's input id. */
  render?: (props: { id: string; value: unknown; set: (v: unknown) => void; disabled: boolean }) => ReactNode;
}

interface Props {
  header: string;
  visible: boolean;
  fields: readonly FieldSpec[];
  initial: Record<string, unknown>;
  readOnly: boolean;
  isDemo: boolean;
  saving: boolean;
  onSubmit(values: Record<string, unknown>): Promise<SaveResult>;
  onHide(): void;
  testId?: string;
}

/**
 * A System Setup record in a modal form: labelled controls, the shared schema's messages beside
 * each field, Save disabled for the demo account ('Disabled for demo') and absent for readers.
 */
export function RecordFormDialog({ header, visible, fields, initial, readOnly, isDemo, saving, onSubmit, onHide, testId }: Props) {
  const [values, setValues] = useState<Record<string, unknown>>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const uid = useId();
  useEffect(() => {
    if (visible) {
      setValues(initial);
      setErrors({});
    }
  }, [visible, initial]);
  const set = (name: string, v: unknown) => setValues((old) => ({ ...old, [name]: v }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || isDemo) return;
    const result = await onSubmit(values);
    if (result.ok) onHide();
    else setErrors(result.errors);
  };
  const footer = (
    <div className="record-form-actions">
      <Button type="button" label={readOnly ? 'Close' : 'Cancel'} severity="secondary" outlined onClick={onHide} />
      {!readOnly && (
        <span title={isDemo ? DISABLED_FOR_DEMO : undefined} className="save-wrap">
          <Button type="submit" form={`${uid}-form`} label="Save" icon="pi pi-check" disabled={isDemo || saving} loading={saving} aria-label={isDemo ? `Save (${DISABLED_FOR_DEMO})` : 'Save'} />
        </span>
      )}
    </div>
  );
  return (
    <Dialog header={header} visible={visible} onHide={onHide} modal style={{ width: '36rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }} footer={footer} data-testid={testId}>
      <form id={`${uid}-form`} className="record-form" onSubmit={(e) => void submit(e)} noValidate>
        {errors._ && (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        )}
        {fields
          .filter((f) => !f.when || f.when(values))
          .map((f) => {
            const id = `${uid}-${f.name}`;
            const err = errors[f.name];
            const describedBy = [err ? `${id}-error` : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
            const common = { id, disabled: readOnly, 'aria-invalid': err ? true : undefined, 'aria-describedby': describedBy };
            const value = values[f.name];
            return (
              <div key={f.name} className={`record-field record-field-${f.kind}`}>
                <label htmlFor={id}>{f.label}</label>
                {f.kind === 'text' && <TextField {...common} value={String(value ?? '')} onChange={(e) => set(f.name, e.target.value)} />}
                {f.kind === 'textarea' && <textarea {...common} className="p-inputtext" rows={3} maxLength={500} value={String(value ?? '')} onChange={(e) => set(f.name, e.target.value)} />}
                {f.kind === 'number' && (
                  <input
                    {...common}
                    type="number"
                    className="p-inputtext"
                    inputMode="decimal"
                    min={f.min}
                    max={f.max}
                    step={f.step ?? 'any'}
                    value={value === null || value === undefined ? '' : String(value)}
                    onChange={(e) => set(f.name, e.target.value === '' ? null : e.target.value)}
                  />
                )}
                {f.kind === 'time' && <input {...common} type="time" className="p-inputtext" step={60} value={String(value ?? '')} onChange={(e) => set(f.name, e.target.value)} />}
                {f.kind === 'color' && <input {...common} type="color" className="color-input" value={String(value || '#3b82f6')} onChange={(e) => set(f.name, e.target.value)} />}
                {f.kind === 'checkbox' && <SizedCheckbox {...common} size="medium" checked={value === true} onChange={(e) => set(f.name, e.target.checked)} />}
                {f.kind === 'select' && (
                  <select {...common} className="p-inputtext" value={String(value ?? '')} onChange={(e) => set(f.name, e.target.value)}>
                    {f.options?.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                )}
                {f.kind === 'custom' && f.render?.({ id, value, set: (v) => set(f.name, v), disabled: readOnly })}
                {f.hint && (
                  <small id={`${id}-hint`} className="field-hint">
                    {f.hint}
                  </small>
                )}
                {err && (
                  <small id={`${id}-error`} className="field-error" role="alert">
                    {err}
                  </small>
                )}
              </div>
            );
          })}
      </form>
    </Dialog>
  );
}
