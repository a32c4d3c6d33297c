import { observer } from 'mobx-react-lite';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, type FormEvent } from 'react';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';
import type { ContactField, ContactFormViewModel } from './contact-form.view-model';

const LABELS: Record<ContactField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};
const REQUIRED: ReadonlySet<ContactField> = new Set(['first_name', 'last_name', 'email', 'message']);

export interface ContactFormProps {
  vm: ContactFormViewModel;
  /** Called after a successful send (the dialog closes); an inline form hears of it through its view-model. */
  onSent?(): void;
  /** The form's accessible name, when it is not inside a named dialog. */
  label?: string;
}

/** The contact form's fields with their errors under each (document 3 §5). */
export const ContactForm = observer(function ContactForm({ vm, onSent, label }: ContactFormProps) {
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.submit()) onSent?.();
  };
  const field = (name: ContactField) => {
    const error = vm.errorOf(name);
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const common = {
      id: inputId,
      name,
      value: vm.values[name],
      invalid: error !== undefined,
      'aria-invalid': error !== undefined,
      'aria-required': REQUIRED.has(name),
      'aria-describedby': error ? errorId : undefined,
      onBlur: () => vm.touch(name),
      className: 'ps-field-input',
    };
    return (
      <div className={`ps-field ps-field-${name}`} key={name}>
        <label htmlFor={inputId}>
          {LABELS[name]}
          {REQUIRED.has(name) ? <span aria-hidden="true"> *</span> : <span className="ps-optional"> (optional)</span>}
        </label>
        {name === 'message' ? (
          <InputTextarea {...common} rows={3} autoResize={false} onChange={(e) => vm.set(name, e.target.value)} />
        ) : (
          <InputText
            {...common}
            type={name === 'email' ? 'email' : 'text'}
            autoComplete={name === 'first_name' ? 'given-name' : name === 'last_name' ? 'family-name' : name === 'email' ? 'email' : 'off'}
            onChange={(e) => vm.set(name, e.target.value)}
          />
        )}
        {error && (
          <small id={errorId} className="ps-field-error">
            {error}
          </small>
        )}
      </div>
    );
  };
  return (
    <form className="ps-contact-form" noValidate aria-label={label} onSubmit={(e) => void submit(e)}>
      <div className="ps-field-row">
        {field('first_name')}
        {field('last_name')}
      </div>
      {field('email')}
      {field('subject')}
      {field('message')}
      <div className="ps-form-actions">
        <button type="submit" className="ps-button ps-button-primary" disabled={vm.sending} data-testid={IDS.contactSubmit}>
          {vm.sending ? <i className="pi pi-spin pi-spinner" aria-hidden="true" /> : <i className="pi pi-send" aria-hidden="true" />} Send
        </button>
      </div>
    </form>
  );
});
