import { observer } from 'mobx-react-lite';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState, type FormEvent } from 'react';
import { companyForm, validateForm } from '../../core/forms';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { FormCard, FormSubmitCard } from '../../workbench/kit/form-controls/form-card';
import { FormField, FormFields } from '../../workbench/kit/form-controls/form-field';
import { LabelledDropdown } from '../../workbench/kit/form-controls/labelled-dropdown';
import { errorText, refusalByField } from './api-errors';
import { industryLabel, INDUSTRY_OPTIONS } from './choices';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { useFormErrors } from '../../workbench/kit/form-controls/form-errors';
import { companyIds } from './test-ids';

interface Company {
  euid: string;
  name: string;
  desc: string;
  industry: string;
  timezone: string;
}

const FIELDS = ['name', 'desc', 'industry', 'timezone'] as const;
type Field = (typeof FIELDS)[number];
const fieldId = (f: Field) => `company-${f}`;
const LABELS: Record<Field, string> = { name: 'Name', desc: 'Description', industry: 'Industry', timezone: 'Time zone' };
const TIMEZONE_HINT = 'The company’s own zone, e.g. US/Eastern or Europe/Berlin.';

/** /company: the company's details. An admin edits them; everyone else reads them and is told why. */
export const CompanyPage = observer(function CompanyPage() {
  const http = useService<HttpClient>(HttpClient);
  const toasts = useService<Toasts>(Toasts);
  const role = useService<SessionStore>(SessionStore).current?.role;
  const [values, setValues] = useState<Company | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { errors, show, clear } = useFormErrors(FIELDS, fieldId);
  useEffect(() => {
    http.get<Company>('/v1/company/').then(setValues, (e: unknown) => setLoadError(errorText(e)));
  }, [http]);

  const save = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!values || saving) return;
    const checked = validateForm(companyForm, values);
    if (!checked.ok) return show(checked.errors);
    setSaving(true);
    try {
      setValues(await http.put<Company>('/v1/company/', checked.value));
      clear();
      toasts.show({ severity: 'success', summary: 'Saved', detail: 'Company details saved.', life: 3000 });
    } catch (e) {
      show(refusalByField(e));
    } finally {
      setSaving(false);
    }
  };
  const text = (name: Exclude<Field, 'industry'>, wide?: boolean, hint?: string) =>
    values && (
      <FormField id={fieldId(name)} label={LABELS[name]} error={errors.fields[name]} wide={wide} hint={hint}>
        {(c) => <InputText {...c} value={values[name]} maxLength={name === 'desc' ? 500 : name === 'timezone' ? 64 : 100} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />}
      </FormField>
    );

  return (
    <CompanyScreen testId={companyIds.page} titleId="company-title" title="Company details" helpKey="company/company">
      {loadError && <CompanyNote tone="error">The company could not be loaded: {loadError}</CompanyNote>}
      {!values && !loadError && <p role="status">Loading…</p>}
      {values && role === 'ADMIN' && (
        <div className="company-cards">
          <FormSubmitCard titleId="company-details-title" title="General" submit="Save details" busyLabel="Saving…" busy={saving} error={errors.form} onSubmit={save}>
            <FormFields>
              {text('name')}
              <FormField id={fieldId('industry')} label={LABELS.industry} error={errors.fields.industry}>
                {(c) => (
                  <LabelledDropdown
                    inputId={c.id}
                    aria-describedby={c['aria-describedby']}
                    invalid={c['aria-invalid']}
                    label={LABELS.industry}
                    value={values.industry}
                    options={INDUSTRY_OPTIONS}
                    onChange={(e) => setValues({ ...values, industry: String(e.value) })}
                  />
                )}
              </FormField>
              {text('desc', true)}
              {text('timezone', true, TIMEZONE_HINT)}
            </FormFields>
          </FormSubmitCard>
        </div>
      )}
      {values && role !== 'ADMIN' && <ReadOnlyDetails company={values} role={role} />}
    </CompanyScreen>
  );
});

/** What a manager or user sees: the same fields, read-only, and why. */
function ReadOnlyDetails({ company, role }: { company: Company; role: string | undefined }) {
  const shown: Record<Field, string> = { ...company, industry: industryLabel(company.industry) };
  return (
    <>
      <CompanyNote>Only an admin of the company can change these details{role ? `; you are signed in as a ${role.toLowerCase()}` : ''}.</CompanyNote>
      <div className="company-cards">
        <FormCard titleId="company-details-title" title="General">
          <FormFields>
            {FIELDS.map((f) => (
              <FormField key={f} id={fieldId(f)} label={LABELS[f]} wide={f === 'desc' || f === 'timezone'}>
                {(c) => <InputText {...c} value={shown[f]} readOnly />}
              </FormField>
            ))}
          </FormFields>
        </FormCard>
      </div>
    </>
  );
}
