import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH, passwordChangeForm, profileForm, PROFILE_DEFAULT_TIMEZONE, validateForm } from '../../core/forms';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { firstRefused, NO_ERRORS, serverErrors, splitFieldErrors, type FormErrors } from '../../workbench/api/form-controls/form-errors';
import { ProfileField } from './profile-field';
import { profileIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';
import './profile.css';

const DETAIL_FIELDS = ['first_name', 'last_name', 'job_title', 'phone_number', 'timezone'] as const;
const PASSWORD_FIELDS = ['current_password', 'new_password'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];
type PasswordField = (typeof PASSWORD_FIELDS)[number];

/** /profile: the user's own fields and a password change that checks the current password. */
export const ProfilePage = observer(function ProfilePage() {
  const http = useService<HttpClient>(HttpClient);
  const toasts = useService<Toasts>(Toasts);
  const profile = useService<SessionStore>(SessionStore).current?.profile;
  const [values, setValues] = useState({
    first_name: profile?.first_name ?? '',
    last_name: profile?.last_name ?? '',
    job_title: profile?.job_title ?? '',
    phone_number: profile?.phone_number ?? '',
    timezone: profile?.timezone || PROFILE_DEFAULT_TIMEZONE,
  });
  const [passwords, setPasswords] = useState({ current_password: '', new_password: '' });
  const [errors, setErrors] = useState<FormErrors<DetailField>>(NO_ERRORS);
  const [pwErrors, setPwErrors] = useState<FormErrors<PasswordField>>(NO_ERRORS);
  // A refusal puts the cursor in the first refused field, once it is rendered as invalid (so it is read as such).
  const inputs = useRef<Partial<Record<DetailField | PasswordField, HTMLInputElement | null>>>({});
  const [focusTarget, setFocusTarget] = useState<{ field: DetailField | PasswordField } | null>(null);
  useEffect(() => {
    if (focusTarget) inputs.current[focusTarget.field]?.focus();
  }, [focusTarget]);

  const showErrors = (next: FormErrors<DetailField>) => {
    setErrors(next);
    const field = firstRefused(next, DETAIL_FIELDS);
    if (field) setFocusTarget({ field });
  };
  const showPwErrors = (next: FormErrors<PasswordField>) => {
    setPwErrors(next);
    const field = firstRefused(next, PASSWORD_FIELDS);
    if (field) setFocusTarget({ field });
  };

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    const checked = validateForm(profileForm, values);
    if (!checked.ok) return showErrors(splitFieldErrors(checked.errors, DETAIL_FIELDS));
    try {
      await http.put('/v1/company_profile/me/', checked.value);
      setErrors(NO_ERRORS);
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your profile was saved.', life: 3000 });
    } catch (e) {
      showErrors(serverErrors(e, DETAIL_FIELDS));
    }
  };
  const changePassword = async (ev: FormEvent) => {
    ev.preventDefault();
    const checked = validateForm(passwordChangeForm, passwords);
    if (!checked.ok) return showPwErrors(splitFieldErrors(checked.errors, PASSWORD_FIELDS));
    try {
      await http.post('/v1/company_profile/me/password/', checked.value);
      setPwErrors(NO_ERRORS);
      setPasswords({ current_password: '', new_password: '' });
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your password was changed.', life: 3000 });
    } catch (e) {
      showPwErrors(serverErrors(e, PASSWORD_FIELDS));
    }
  };

  const detail = (name: DetailField) => ({
    id: `profile-${name}`,
    value: values[name],
    onChange: (v: string) => setValues({ ...values, [name]: v }),
    error: errors.fields[name],
    inputRef: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
  });
  const password = (name: PasswordField) => ({
    id: `profile-${name}`,
    type: 'password' as const,
    value: passwords[name],
    onChange: (v: string) => setPasswords({ ...passwords, [name]: v }),
    error: pwErrors.fields[name],
    inputRef: (el: HTMLInputElement | null) => void (inputs.current[name] = el),
  });

  return (
    <section className="company-screen profile-screen" data-testid={profileIds.page} aria-labelledby="profile-title" data-help-key="user-profile/profile">
      <h2 id="profile-title">Profile</h2>
      <p className="profile-email">
        <span>Signed in as</span> {profile?.email}
      </p>
      <div className="profile-cards">
        <FormCard id="profile-details-title" title="Your details" submit="Save profile" error={errors.form} onSubmit={save}>
          <div className="profile-fields">
            <ProfileField label="First name" autoComplete="given-name" {...detail('first_name')} />
            <ProfileField label="Last name" autoComplete="family-name" {...detail('last_name')} />
            <ProfileField label="Job title" autoComplete="organization-title" {...detail('job_title')} />
            <ProfileField label="Phone" type="tel" autoComplete="tel" {...detail('phone_number')} />
            <ProfileField label="Time zone" wide hint="Every time on screen is shown in this zone, e.g. US/Eastern or Europe/Berlin." {...detail('timezone')} />
          </div>
        </FormCard>
        <FormCard id="profile-password-title" title="Change password" submit="Change password" error={pwErrors.form} onSubmit={changePassword}>
          <div className="profile-fields single">
            <ProfileField label="Current password" autoComplete="current-password" {...password('current_password')} />
            <ProfileField label="New password" autoComplete="new-password" hint={`At least ${PASSWORD_MIN_LENGTH} characters, not the current one.`} {...password('new_password')} />
          </div>
        </FormCard>
      </div>
    </section>
  );
});

/** One of the Profile screen's cards: a titled form, the form's own message, and its submit button. */
function FormCard({ id, title, submit, error, onSubmit, children }: { id: string; title: string; submit: string; error?: string; onSubmit(ev: FormEvent): Promise<void>; children: ReactNode }) {
  return (
    <div className="profile-card">
      <h3 id={id}>{title}</h3>
      <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={id}>
        {children}
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="p-button">
            {submit}
          </button>
        </div>
      </form>
    </div>
  );
}
