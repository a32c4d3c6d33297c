import { useEffect, useState } from 'react';
import { HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

const FIGURES: Array<[string, string]> = [
  ['events', 'Events'],
  ['schedules', 'Schedules'],
  ['machines', 'Machines'],
  ['users', 'Active users'],
  ['sch_queue', 'Schedule jobs queued'],
  ['ent_queue', 'Entity jobs queued'],
  ['sch_joblog', 'Schedule jobs this month'],
  ['ent_joblog', 'Entity jobs this month'],
];

/** /company/metrics (ADMIN or MANAGER): the company's usage figures. */
export function MetricsPage() {
  const http = useService<HttpClient>(HttpClient);
  const [usage, setUsage] = useState<Record<string, number> | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http.get<Record<string, number>>('/v1/company/usage/').then(setUsage, (e: unknown) => setError(errorText(e)));
  }, [http]);
  return (
    <section className="company-screen" data-testid={companyIds.metricsPage} aria-labelledby="metrics-title" data-help-key="company/metrics">
      <h2 id="metrics-title">Company metrics</h2>
      {!usage && !error && <p>Loading...</p>}
      {error && <p role="alert" className="form-error">{error}</p>}
      {usage && (
        <dl className="figures">
          {FIGURES.map(([key, label]) => (
            <div className="figure" key={key}>
              <dt>{label}</dt>
              <dd data-figure={key}>{(usage[key] ?? 0).toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
