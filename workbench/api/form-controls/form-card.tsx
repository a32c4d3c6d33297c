import { Button } from 'primereact/button';
import type { FormEvent, ReactNode } from 'react';
import './form-card.css';

interface FormCardProps {
  titleId: string;
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled card: a form, a table, or a result. */
export function FormCard({ titleId, title, intro, children }: FormCardProps) {
  return (
    <div className="form-card">
      <h3 id={titleId}>{title}</h3>
      {intro && <p className="form-card-intro">{intro}</p>}
      {children}
    </div>
  );
}

interface FormSubmitCardProps extends FormCardProps {
  /** The primary button's label, and what it says while the form is being sent. */
  submit: string;
  busyLabel: string;
  busy: boolean;
  /** The form's own message (a refusal no field is to blame for). */
  error?: string;
  onSubmit(ev: FormEvent): Promise<void>;
  /** Buttons beside the primary one. */
  actions?: ReactNode;
}

/** A card holding one form: its fields, the form's message, and one primary button that shows it is working while the form is sent. */
export function FormSubmitCard({ titleId, title, intro, submit, busyLabel, busy, error, onSubmit, actions, children }: FormSubmitCardProps) {
  return (
    <FormCard titleId={titleId} title={title} intro={intro}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId} aria-busy={busy || undefined}>
        {children}
        {error && <FormError>{error}</FormError>}
        <div className="form-card-actions">
          <Button type="submit" label={busy ? busyLabel : submit} loading={busy} disabled={busy} />
          {actions}
        </div>
      </form>
    </FormCard>
  );
}

/** A message of a whole form or card (a refusal no field is to blame for), announced; in the error colour. */
export function FormError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="form-card-error">
      {children}
    </p>
  );
}
