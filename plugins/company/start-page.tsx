import { Button } from 'primereact/button';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { setupSteps, type SetupCounts } from '../../core/onboarding';
import { HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { companyIds } from './test-ids';

type Status = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; counts: SetupCounts };

/**
 * /company/start (ADMIN or MANAGER, issue 36 §2): the first steps of a plant as a checklist, each with
 * its state in words and a link to where it is done. A new company lands here after /company/init.
 */
export function StartPage() {
  const http = useService<HttpClient>(HttpClient);
  const [status, setStatus] = useState<Status>({ state: 'loading' });
  const load = useCallback(
    () =>
      http.get<SetupCounts>('/v1/company/setup_status/').then(
        (counts) => setStatus({ state: 'loaded', counts }),
        (e: unknown) => setStatus({ state: 'failed', message: errorText(e) }),
      ),
    [http],
  );
  useEffect(() => void load(), [load]);
  const steps = status.state === 'loaded' ? setupSteps(status.counts) : [];
  const done = steps.filter((s) => s.done).length;
  return (
    <CompanyScreen
      testId={companyIds.startPage}
      titleId="start-title"
      title="Getting started"
      helpKey="company/start"
      lead="From an empty company to its first efficiency figures: each step below says what is there and where to add what is missing."
    >
      {status.state === 'loading' && <p role="status">Loading…</p>}
      {status.state === 'failed' && (
        <CompanyNote tone="error" action={<Button type="button" label="Try again" icon="pi pi-refresh" outlined size="small" onClick={() => void load()} />}>
          The setup could not be read: {status.message}
        </CompanyNote>
      )}
      {status.state === 'loaded' && (
        <>
          <p className="start-progress" role="status">
            {done === steps.length ? 'Every step is done: your plant shows its numbers.' : `${done} of ${steps.length} steps done.`}
          </p>
          <ol className="start-steps" aria-labelledby="start-title">
            {steps.map((step) => (
              <li key={step.key} className={step.done ? 'done' : 'todo'} data-step={step.key} data-done={step.done}>
                <i className={step.done ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />
                <div className="start-step-text">
                  <h3>
                    {step.title}
                    <span className="p-sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
                  </h3>
                  <p>{step.detail}</p>
                </div>
                <Link className={step.done ? 'p-button p-button-sm p-button-text' : 'p-button p-button-sm p-button-outlined'} to={step.to}>
                  {step.action}
                </Link>
              </li>
            ))}
          </ol>
        </>
      )}
    </CompanyScreen>
  );
}
