import type { Ref } from 'react';

interface ProfileFieldProps {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's refusal: shown under it, announced, and named as its description. */
  error?: string;
  /** A standing hint (e.g. the password rule), read with the field. */
  hint?: string;
  type?: 'text' | 'password' | 'tel';
  autoComplete?: string;
  /** Spans both columns of a two-column form. */
  wide?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** One labelled input of the Profile screen with its hint and its error. */
export function ProfileField({ id, label, value, onChange, error, hint, type = 'text', autoComplete, wide, inputRef }: ProfileFieldProps) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={wide ? 'profile-field wide' : 'profile-field'}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <small id={`${id}-hint`} className="profile-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="profile-field-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
