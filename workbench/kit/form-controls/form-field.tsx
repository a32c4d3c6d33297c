import type { ReactNode } from 'react';
import './form-card.css';

/** What a field's control carries so that its label, hint and message are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The field's refusal: shown under it, announced, and named as its description. */
  error?: string;
  /** A standing hint (e.g. a password rule), read with the field. */
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** The control (a PrimeReact InputText or Dropdown), given the id and descriptions to carry. */
  children(control: FieldControlProps): ReactNode;
}

/** One labelled control of a form with its hint and, beneath it, its error. */
export function FormField({ id, label, error, hint, wide, children }: FormFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'form-field wide' : 'form-field'}>
      <label htmlFor={id} className="form-field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <small id={`${id}-hint`} className="form-field-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="form-field-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}

/** A form's fields: one column, two once the card has room (unless `single`); a `wide` field spans both. */
export function FormFields({ single, children }: { single?: boolean; children: ReactNode }) {
  return <div className={single ? 'form-fields single' : 'form-fields'}>{children}</div>;
}
