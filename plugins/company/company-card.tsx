import { Button } from 'primereact/button';
import type { FormEvent, ReactNode } from 'react';

interface CompanyCardProps {
  titleId: string;
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled card of the company pages. */
export function CompanyCard({ titleId, title, intro, children }: CompanyCardProps) {
  return (
    <div className="company-card">
      <h3 id={titleId}>{title}</h3>
      {intro && <p className="company-card-intro">{intro}</p>}
      {children}
    </div>
  );
}

interface CompanyFormCardProps extends CompanyCardProps {
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
export function CompanyFormCard({ titleId, title, intro, submit, busyLabel, busy, error, onSubmit, actions, children }: CompanyFormCardProps) {
  return (
    <CompanyCard titleId={titleId} title={title} intro={intro}>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId} aria-busy={busy || undefined}>
        {children}
        {error && (
          <p role="alert" className="company-form-error">
            {error}
          </p>
        )}
        <div className="company-actions">
          <Button type="submit" label={busy ? busyLabel : submit} loading={busy} disabled={busy} />
          {actions}
        </div>
      </form>
    </CompanyCard>
  );
}
