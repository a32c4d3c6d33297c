import { observer } from 'mobx-react-lite';
import { InputText } from 'primereact/inputtext';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH, passwordChangeForm, profileForm, PROFILE_DEFAULT_TIMEZONE, validateForm } from '../../core/forms';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { FormSubmitCard } from '../../workbench/kit/form-controls/form-card';
import { firstRefused, NO_ERRORS, serverErrors, splitFieldErrors, type FormErrors } from '../../workbench/kit/form-controls/form-errors';
import { FormField, FormFields } from '../../workbench/kit/form-controls/form-field';
import { profileIds } from './test-ids';
import '../../workbench/kit/styles/admin-screen.css';
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
  const [saving, setSaving] = useState(false);
  const [changing, setChanging] = useState(false);
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
    if (saving) return;
    const checked = validateForm(profileForm, values);
    if (!checked.ok) return showErrors(splitFieldErrors(checked.errors, DETAIL_FIELDS));
    setSaving(true);
    try {
      await http.put('/v1/company_profile/me/', checked.value);
      setErrors(NO_ERRORS);
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your profile was saved.', life: 3000 });
    } catch (e) {
      showErrors(serverErrors(e, DETAIL_FIELDS));
    } finally {
      setSaving(false);
    }
  };
  const changePassword = async (ev: FormEvent) => {
    ev.preventDefault();
    if (changing) return;
    const checked = validateForm(passwordChangeForm, passwords);
    if (!checked.ok) return showPwErrors(splitFieldErrors(checked.errors, PASSWORD_FIELDS));
    setChanging(true);
    try {
      await http.post('/v1/company_profile/me/password/', checked.value);
      setPwErrors(NO_ERRORS);
      setPasswords({ current_password: '', new_password: '' });
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your password was changed.', life: 3000 });
    } catch (e) {
      showPwErrors(serverErrors(e, PASSWORD_FIELDS));
    } finally {
      setChanging(false);
    }
  };

  const inputRef = (name: DetailField | PasswordField) => (el: HTMLInputElement | null) => void (inputs.current[name] = el);
  const detail = (name: DetailField, label: string, more: { type?: 'tel'; autoComplete?: string; wide?: boolean; hint?: string } = {}) => (
    <FormField id={`profile-${name}`} label={label} error={errors.fields[name]} wide={more.wide} hint={more.hint}>
      {(c) => <InputText {...c} ref={inputRef(name)} type={more.type} autoComplete={more.autoComplete} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />}
    </FormField>
  );
  const password = (name: PasswordField, label: string, autoComplete: string, hint?: string) => (
    <FormField id={`profile-${name}`} label={label} error={pwErrors.fields[name]} hint={hint}>
      {(c) => <InputText {...c} ref={inputRef(name)} type="password" autoComplete={autoComplete} value={passwords[name]} onChange={(e) => setPasswords({ ...passwords, [name]: e.target.value })} />}
    </FormField>
  );

  return (
    <section className="company-screen profile-screen" data-testid={profileIds.page} aria-labelledby="profile-title" data-help-key="user-profile/profile">
      <h2 id="profile-title">Profile</h2>
      <p className="profile-email">
        <span>Signed in as</span> {profile?.email}
      </p>
      <div className="profile-cards">
        <FormSubmitCard titleId="profile-details-title" title="Your details" submit="Save profile" busyLabel="Saving…" busy={saving} error={errors.form} onSubmit={save}>
          <FormFields>
            {detail('first_name', 'First name', { autoComplete: 'given-name' })}
            {detail('last_name', 'Last name', { autoComplete: 'family-name' })}
            {detail('job_title', 'Job title', { autoComplete: 'organization-title' })}
            {detail('phone_number', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            {detail('timezone', 'Time zone', { wide: true, hint: 'Every time on screen is shown in this zone, e.g. US/Eastern or Europe/Berlin.' })}
          </FormFields>
        </FormSubmitCard>
        <FormSubmitCard titleId="profile-password-title" title="Change password" submit="Change password" busyLabel="Changing…" busy={changing} error={pwErrors.form} onSubmit={changePassword}>
          <FormFields single>
            {password('current_password', 'Current password', 'current-password')}
            {password('new_password', 'New password', 'new-password', `At least ${PASSWORD_MIN_LENGTH} characters, not the current one.`)}
          </FormFields>
        </FormSubmitCard>
      </div>
    </section>
  );
});
