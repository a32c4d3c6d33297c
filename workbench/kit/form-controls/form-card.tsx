import { Button } from 'primereact/button';
import { useEffect, useRef, type FormEvent, type ReactNode, type RefObject } from 'react';
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

/**
 * The button is disabled while the form is sent, and the browser drops the focus of a disabled
 * button to the page: once the form is back, the focus returns to it (a keyboard user went back to
 * the top of the page otherwise). Left alone when the focus went somewhere, e.g. to a refused field.
 */
function useFocusBackAfterBusy(busy: boolean, form: RefObject<HTMLFormElement | null>): void {
  const wasBusy = useRef(busy);
  useEffect(() => {
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (wasBusy.current && !busy && lost) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
    wasBusy.current = busy;
  }, [busy, form]);
}

/** A card holding one form: its fields, the form's message, and one primary button that shows it is working while the form is sent. */
export function FormSubmitCard({ titleId, title, intro, submit, busyLabel, busy, error, onSubmit, actions, children }: FormSubmitCardProps) {
  const form = useRef<HTMLFormElement>(null);
  useFocusBackAfterBusy(busy, form);
  return (
    <FormCard titleId={titleId} title={title} intro={intro}>
      <form ref={form} onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={titleId} aria-busy={busy || undefined}>
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
