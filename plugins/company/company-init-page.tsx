import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { SIGN_OUT_CONFIRMATION } from '../../core/errors';
import { companyInitForm, PROFILE_DEFAULT_TIMEZONE, validateForm } from '../../core/forms';
import { Navigate } from 'react-router';
import { AuthService, ConfirmDialog, HttpClient, SessionStore, useService } from '../../workbench/api';
import { FormSubmitCard } from '../../workbench/kit/form-controls/form-card';
import { FormField, FormFields } from '../../workbench/kit/form-controls/form-field';
import { LabelledDropdown } from '../../workbench/kit/form-controls/labelled-dropdown';
import { refusalByField } from './api-errors';
import { INDUSTRY_OPTIONS } from './choices';
import { useFormErrors } from '../../workbench/kit/form-controls/form-errors';
import { companyIds } from './test-ids';
import '../../workbench/kit/styles/admin-screen.css';
import './company.css';

const FIELDS = ['name', 'industry', 'timezone'] as const;
const fieldId = (f: (typeof FIELDS)[number]) => `company-init-${f}`;

/**
 * /company/init (document 3 §2.6): a signed-up user without a company creates one and becomes its
 * ADMIN. The page then reloads at /company/start (Getting started): the session refreshes (the token still says "no company", the
 * server answers 'JWT: REFRESH SESSION!' and the app renews it) and the new profile loads.
 */
export function CompanyInitPage({ onCreated }: { onCreated?: () => void }) {
  // A member of a company (issue 36 §4) has one already: the company's own page, not "create one".
  const member = useService<SessionStore>(SessionStore).current !== undefined;
  if (member) return <Navigate to="/company" replace />;
  return <CreateCompanyForm onCreated={onCreated} />;
}

function CreateCompanyForm({ onCreated }: { onCreated?: () => void }) {
  const http = useService<HttpClient>(HttpClient);
  const auth = useService<AuthService>(AuthService);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  // Outside the shell there is no User Menu: someone signed up with the wrong account leaves here.
  const signOut = async () => {
    if (await confirm.ask({ header: SIGN_OUT_CONFIRMATION.header, message: SIGN_OUT_CONFIRMATION.message })) await auth.logout();
  };
  const [values, setValues] = useState({ name: '', industry: 'other', timezone: PROFILE_DEFAULT_TIMEZONE });
  const { errors, show } = useFormErrors(FIELDS, fieldId);
  const [busy, setBusy] = useState(false);
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (busy) return;
    const checked = validateForm(companyInitForm, values);
    if (!checked.ok) return show(checked.errors);
    setBusy(true);
    try {
      await http.post('/v1/company/init/', checked.value);
      // A page load: the session refreshes for the new company; its admin starts with the first steps.
      (onCreated ?? (() => window.location.assign('/company/start')))();
    } catch (e) {
      show(refusalByField(e));
      setBusy(false);
    }
  };
  return (
    <main className="company-screen company-area company-init" data-testid={companyIds.initPage} aria-labelledby="company-init-title">
      <h1 id="company-init-title">Create your company</h1>
      <p className="company-lead">You are signed in but do not belong to a company yet. Create one: you become its admin, with Day, Afternoon and Midnight shifts and common reasons to start from.</p>
      <FormSubmitCard
        titleId="company-init-card-title"
        title="Your company"
        submit="Create company"
        busyLabel="Creating…"
        busy={busy}
        error={errors.form}
        onSubmit={submit}
        actions={<Button type="button" label="Sign Out" severity="secondary" outlined onClick={() => void signOut()} />}
      >
        <FormFields single>
          <FormField id={fieldId('name')} label="Company name" error={errors.fields.name}>
            {(c) => <InputText {...c} value={values.name} maxLength={100} autoFocus onChange={(e) => setValues({ ...values, name: e.target.value })} />}
          </FormField>
          <FormField id={fieldId('industry')} label="Industry" error={errors.fields.industry}>
            {(c) => (
              <LabelledDropdown
                inputId={c.id}
                aria-describedby={c['aria-describedby']}
                invalid={c['aria-invalid']}
                label="Industry"
                value={values.industry}
                options={INDUSTRY_OPTIONS}
                onChange={(e) => setValues({ ...values, industry: String(e.value) })}
              />
            )}
          </FormField>
          <FormField id={fieldId('timezone')} label="Time zone" error={errors.fields.timezone} hint="Shift times are kept in this zone, e.g. US/Eastern or Europe/Berlin.">
            {(c) => <InputText {...c} value={values.timezone} maxLength={64} onChange={(e) => setValues({ ...values, timezone: e.target.value })} />}
          </FormField>
        </FormFields>
      </FormSubmitCard>
    </main>
  );
}
