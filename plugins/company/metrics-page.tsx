import { useEffect, useState } from 'react';
import { HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { companyIds } from './test-ids';

/** The usage figures in two groups of four: a row of four tiles each, or two rows of two in a narrow column. */
const GROUPS: ReadonlyArray<{ id: string; title: string; figures: Array<[string, string]> }> = [
  {
    id: 'metrics-held',
    title: 'What the company holds',
    figures: [
      ['events', 'Events'],
      ['schedules', 'Schedules'],
      ['machines', 'Machines'],
      ['users', 'Active users'],
    ],
  },
  {
    id: 'metrics-regeneration',
    title: 'Result regeneration',
    figures: [
      ['sch_queue', 'Schedule jobs queued'],
      ['ent_queue', 'Entity jobs queued'],
      ['sch_joblog', 'Schedule jobs this month'],
      ['ent_joblog', 'Entity jobs this month'],
    ],
  },
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
    <CompanyScreen testId={companyIds.metricsPage} titleId="metrics-title" title="Company metrics" helpKey="company/metrics">
      {!usage && !error && <p role="status">Loading…</p>}
      {error && <CompanyNote tone="error">The figures could not be loaded: {error}</CompanyNote>}
      {usage &&
        GROUPS.map((group) => (
          <section key={group.id} className="company-section" aria-labelledby={group.id}>
            <h3 id={group.id}>{group.title}</h3>
            <dl className="company-tiles">
              {group.figures.map(([key, label]) => (
                <div className="figure" key={key}>
                  <dt>{label}</dt>
                  <dd data-figure={key}>{(usage[key] ?? 0).toLocaleString('en-US')}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
    </CompanyScreen>
  );
}
