import type { ReactNode } from 'react';

/** What a field's control carries so that its label, hint and message are tied to it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface CompanyFieldProps {
  id: string;
  label: string;
  /** The field's refusal: shown under it, announced, and named as its description. */
  error?: string;
  /** A standing hint, read with the field. */
  hint?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  /** The control (a PrimeReact InputText or Dropdown), given the id and descriptions to carry. */
  children(control: FieldControlProps): ReactNode;
}

/** One labelled control of a company form with its hint and, beneath it, its error. */
export function CompanyField({ id, label, error, hint, wide, children }: CompanyFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'company-field wide' : 'company-field'}>
      <label htmlFor={id} className="company-field-label">
        {label}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <small id={`${id}-hint`} className="company-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="company-field-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
