import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { parseApiError } from '../../core/errors';
import { passwordChangeForm, profileForm, PROFILE_DEFAULT_TIMEZONE } from '../../core/forms';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { profileIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

const fieldError = (e: unknown): string => {
  const data = (e as { response?: { data?: Record<string, unknown> } }).response?.data;
  const first = data && !('detail' in data) ? Object.values(data)[0] : undefined;
  return Array.isArray(first) && typeof first[0] === 'string' ? first[0] : parseApiError(e);
};

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
  const [error, setError] = useState<string | null>(null);
  const [pwError, setPwError] = useState<string | null>(null);
  const set = (k: keyof typeof values) => (e: { target: { value: string } }) => setValues({ ...values, [k]: e.target.value });

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = profileForm.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      await http.put('/v1/company_profile/me/', parsed.data);
      setError(null);
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your profile was saved.', life: 3000 });
    } catch (e) {
      setError(fieldError(e));
    }
  };
  const changePassword = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = passwordChangeForm.safeParse(passwords);
    if (!parsed.success) return setPwError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      await http.post('/v1/company_profile/me/password/', parsed.data);
      setPwError(null);
      setPasswords({ current_password: '', new_password: '' });
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Your password was changed.', life: 3000 });
    } catch (e) {
      setPwError(fieldError(e));
    }
  };
  return (
    <section className="company-screen" data-testid={profileIds.page} aria-labelledby="profile-title" data-help-key="user-profile/profile">
      <h2 id="profile-title">Profile</h2>
      <p>{profile?.email}</p>
      <form className="stack" onSubmit={(e) => void save(e)} noValidate aria-label="Your details">
        <label>First name<input value={values.first_name} autoComplete="given-name" onChange={set('first_name')} /></label>
        <label>Last name<input value={values.last_name} autoComplete="family-name" onChange={set('last_name')} /></label>
        <label>Job title<input value={values.job_title} onChange={set('job_title')} /></label>
        <label>Phone<input value={values.phone_number} autoComplete="tel" onChange={set('phone_number')} /></label>
        <label>Time zone<input value={values.timezone} onChange={set('timezone')} /></label>
        {error && <p role="alert" className="form-error">{error}</p>}
        <div className="row"><button type="submit" className="p-button">Save profile</button></div>
      </form>
      <h3>Change password</h3>
      <form className="stack" onSubmit={(e) => void changePassword(e)} noValidate aria-label="Change password">
        <label>Current password<input type="password" autoComplete="current-password" value={passwords.current_password} onChange={(e) => setPasswords({ ...passwords, current_password: e.target.value })} /></label>
        <label>New password<input type="password" autoComplete="new-password" value={passwords.new_password} onChange={(e) => setPasswords({ ...passwords, new_password: e.target.value })} /></label>
        {pwError && <p role="alert" className="form-error">{pwError}</p>}
        <div className="row"><button type="submit" className="p-button">Change password</button></div>
      </form>
    </section>
  );
});
