import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useId, type FormEvent, type ReactNode } from 'react';
import { DISABLED_FOR_DEMO } from '../../../core/errors';
import type { FieldErrors } from '../../../core/forms';
import type { FormFieldSpec } from '../../../core/resources';
import { SizedCheckbox } from '../form-controls/sized-checkbox';
import { TextField } from '../form-controls/text-field';
import './setup-records.css';

/** A catalogue form field (core/resources), or one a screen builds itself with a custom control. */
export interface FieldSpec extends Omit<FormFieldSpec, 'kind' | 'shownWhen'> {
  kind: FormFieldSpec['kind'] | 'custom';
  /** Shown only when this answers true for the current values (e.g. Planned for down reasons). */
  when?: (values: Record<string, unknown>) => boolean;
  /** A custom control (e.g. the GraphQL dropdown); gets the field's input id. */
  render?: (props: { id: string; value: unknown; set: (v: unknown) => void; disabled: boolean }) => ReactNode;
}

export interface RecordFormViewProps {
  header: string;
  visible: boolean;
  fields: readonly FieldSpec[];
  values: Record<string, unknown>;
  /** The messages to show now, one per field ('_' for the whole form). */
  errors: FieldErrors;
  onChange(name: string, value: unknown): void;
  /** A field was left (a form that shows messages once touched listens). */
  onBlur?(name: string): void;
  readOnly: boolean;
  isDemo: boolean;
  saving: boolean;
  /** False while the form is invalid: Save is disabled (document 2 §5: an invalid form cannot be submitted). */
  canSave?: boolean;
  onSubmit(): void;
  onHide(): void;
  testId?: string;
}

/**
 * The one record dialog of the setup and admin screens: labelled controls, each field's message
 * beside it, Save disabled for the demo account ('Disabled for demo') and absent for readers.
 * Who holds the values (the dialog itself, or a screen's view-model) is the caller's choice.
 */
export function RecordFormView({ header, visible, fields, values, errors, onChange, onBlur, readOnly, isDemo, saving, canSave = true, onSubmit, onHide, testId }: RecordFormViewProps) {
  const uid = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (readOnly || isDemo) return;
    onSubmit();
  };
  const footer = (
    <div className="record-form-actions">
      <Button type="button" label={readOnly ? 'Close' : 'Cancel'} severity="secondary" outlined onClick={onHide} />
      {!readOnly && (
        <span title={isDemo ? DISABLED_FOR_DEMO : undefined} className="save-wrap">
          <Button type="submit" form={`${uid}-form`} label="Save" icon="pi pi-check" disabled={isDemo || saving || !canSave} loading={saving} aria-label={isDemo ? `Save (${DISABLED_FOR_DEMO})` : 'Save'} />
        </span>
      )}
    </div>
  );
  return (
    <Dialog header={header} visible={visible} onHide={onHide} modal style={{ width: '36rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }} footer={footer} data-testid={testId}>
      <form id={`${uid}-form`} className="record-form" onSubmit={submit} noValidate>
        {errors._ && (
          <p className="form-error" role="alert">
            {errors._}
          </p>
        )}
        {fields
          .filter((f) => !f.when || f.when(values))
          .map((f) => (
            <RecordField key={f.name} id={`${uid}-${f.name}`} field={f} value={values[f.name]} error={errors[f.name]} readOnly={readOnly} set={(v) => onChange(f.name, v)} leave={() => onBlur?.(f.name)} />
          ))}
      </form>
    </Dialog>
  );
}

interface FieldProps {
  id: string;
  field: FieldSpec;
  value: unknown;
  error: string | undefined;
  readOnly: boolean;
  set(v: unknown): void;
  leave(): void;
}

function RecordField({ id, field: f, value, error, readOnly, set, leave }: FieldProps) {
  const describedBy = [error ? `${id}-error` : '', f.hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, disabled: readOnly, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, 'aria-required': f.required || undefined, onBlur: leave };
  return (
    <div className={`record-field record-field-${f.kind}`}>
      <label htmlFor={id}>
        {f.label}
        {f.required && <span aria-hidden> *</span>}
      </label>
      {f.kind === 'text' && <TextField {...common} inputMode={f.inputMode} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />}
      {f.kind === 'textarea' && <textarea {...common} className="p-inputtext" rows={3} maxLength={500} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />}
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
          onChange={(e) => set(e.target.value === '' ? null : e.target.value)}
        />
      )}
      {f.kind === 'time' && <input {...common} type="time" className="p-inputtext" step={60} value={String(value ?? '')} onChange={(e) => set(e.target.value)} />}
      {f.kind === 'color' && <input {...common} type="color" className="color-input" value={String(value || '#3b82f6')} onChange={(e) => set(e.target.value)} />}
      {f.kind === 'checkbox' && <SizedCheckbox {...common} size="medium" checked={value === true} onChange={(e) => set(e.target.checked)} />}
      {f.kind === 'select' && (
        <select {...common} className="p-inputtext" value={String(value ?? '')} onChange={(e) => set(e.target.value)}>
          {f.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
      {f.kind === 'custom' && f.render?.({ id, value, set, disabled: readOnly })}
      {f.hint && (
        <small id={`${id}-hint`} className="field-hint">
          {f.hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="field-error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}
