import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { companyForm } from '../../core/forms';
import { INDUSTRIES } from '../../core/model';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

interface Company {
  euid: string;
  name: string;
  desc: string;
  industry: string;
  timezone: string;
}

/** /company: the company's details (an admin edits them) and the way to its users, plan, data and metrics. */
export const CompanyPage = observer(function CompanyPage() {
  const http = useService<HttpClient>(HttpClient);
  const toasts = useService<Toasts>(Toasts);
  const session = useService<SessionStore>(SessionStore).current;
  const role = session?.role;
  const [values, setValues] = useState<Company | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http.get<Company>('/v1/company/').then(setValues, (e: unknown) => setError(errorText(e)));
  }, [http]);
  const admin = role === 'ADMIN';
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!values) return;
    const parsed = companyForm.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      setValues(await http.put<Company>('/v1/company/', parsed.data));
      setError(null);
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Company details saved.', life: 3000 });
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <section className="company-screen" data-testid={companyIds.page} aria-labelledby="company-title" data-help-key="company/company">
      <h2 id="company-title">Company</h2>
      <nav className="company-links" aria-label="Company">
        <Link to="/company/users">Users</Link>
        <Link to="/company/plan">Plan</Link>
        {(role === 'ADMIN' || role === 'MANAGER') && <Link to="/company/data">Company data</Link>}
        {(role === 'ADMIN' || role === 'MANAGER') && <Link to="/company/metrics">Company metrics</Link>}
      </nav>
      {!values && !error && <p>Loading...</p>}
      {values && (
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
          <label>
            Name
            <input value={values.name} disabled={!admin} onChange={(e) => setValues({ ...values, name: e.target.value })} />
          </label>
          <label>
            Description
            <input value={values.desc} disabled={!admin} onChange={(e) => setValues({ ...values, desc: e.target.value })} />
          </label>
          <label>
            Industry
            <select value={values.industry} disabled={!admin} onChange={(e) => setValues({ ...values, industry: e.target.value })}>
              {INDUSTRIES.map((i) => (
                <option key={i} value={i}>
                  {i}
                </option>
              ))}
            </select>
          </label>
          <label>
            Time zone
            <input value={values.timezone} disabled={!admin} onChange={(e) => setValues({ ...values, timezone: e.target.value })} />
          </label>
          {admin && (
            <div className="row">
              <button type="submit" className="p-button">
                Save
              </button>
            </div>
          )}
        </form>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
    </section>
  );
});
