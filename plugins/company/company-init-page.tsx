import { useState, type FormEvent } from 'react';
import { SIGN_OUT_CONFIRMATION } from '../../core/errors';
import { companyInitForm, PROFILE_DEFAULT_TIMEZONE } from '../../core/forms';
import { INDUSTRIES } from '../../core/model';
import { AuthService, ConfirmDialog, HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

const label = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * /company/init (document 3 §2.6): a signed-up user without a company creates one and becomes its
 * ADMIN. The page then reloads at /: the session refreshes (the token still says "no company", the
 * server answers 'JWT: REFRESH SESSION!' and the app renews it) and the new profile loads.
 */
export function CompanyInitPage({ onCreated }: { onCreated?: () => void }) {
  const http = useService<HttpClient>(HttpClient);
  const auth = useService<AuthService>(AuthService);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  // Outside the shell there is no User Menu: someone signed up with the wrong account leaves here.
  const signOut = async () => {
    if (await confirm.ask({ header: SIGN_OUT_CONFIRMATION.header, message: SIGN_OUT_CONFIRMATION.message })) await auth.logout();
  };
  const [values, setValues] = useState({ name: '', industry: 'other', timezone: PROFILE_DEFAULT_TIMEZONE });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = companyInitForm.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    try {
      await http.post('/v1/company/init/', parsed.data);
      (onCreated ?? (() => window.location.assign('/')))();
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  };
  return (
    <main className="company-screen" data-testid={companyIds.initPage} aria-labelledby="company-init-title">
      <h1 id="company-init-title">Create your company</h1>
      <p>You are signed in but do not belong to a company yet. Create one: you become its admin, with Day, Afternoon and Midnight shifts and common reasons to start from.</p>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Company name
          <input value={values.name} maxLength={100} required autoFocus onChange={(e) => setValues({ ...values, name: e.target.value })} />
        </label>
        <label>
          Industry
          <select value={values.industry} onChange={(e) => setValues({ ...values, industry: e.target.value })}>
            {INDUSTRIES.map((i) => (
              <option key={i} value={i}>
                {label(i)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Time zone
          <input value={values.timezone} onChange={(e) => setValues({ ...values, timezone: e.target.value })} />
        </label>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="p-button" disabled={busy}>
            {busy ? 'Creating…' : 'Create company'}
          </button>
          <button type="button" className="p-button p-button-secondary p-button-outlined" onClick={() => void signOut()}>
            Sign Out
          </button>
        </div>
      </form>
    </main>
  );
}
