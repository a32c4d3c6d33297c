import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { parseApiError } from '../../core/errors';
import type { LiveUser } from '../../core/session';
import { BackendState, fromRx, HttpClient, useService, useViewModel } from '../../workbench/api';
import { BackendStatusPanel } from './backend-status-panel';
import { MaintenanceNotices } from './maintenance-notices';
import { MaintenanceNoticesViewModel } from './maintenance-notices.view-model';
import { superviseIds } from './test-ids';
import '../../workbench/kit/styles/admin-screen.css';
import './supervise.css';

interface CompanyState {
  euid: string;
  name: string;
  sch_queue: number;
  ent_queue: number;
  sch_joblog: number;
  ent_joblog: number;
  users: LiveUser[];
}
interface ReadAll extends Omit<CompanyState, 'euid' | 'name'> {
  companies: CompanyState[];
}

const FIELDS = ['sch_queue', 'ent_queue', 'sch_joblog', 'ent_joblog', 'users'];
const REFRESH_MS = 5000;
/** Column headers, also each cell's label when a narrow screen stacks the rows into cards. */
const COMPANY_FIGURES = ['Current schedule jobs', 'Current entity jobs', 'Schedule jobs this month', 'Entity jobs this month', 'Current users'];
const USER_COLUMNS = ['User', 'Email', 'Company', 'Location', 'Connected since'];

/**
 * /supervise (super users): every company's backend state from POST /v1/navutil/backend_state/read_all/,
 * read again whenever the socket's SUPER patches change the super store (and every 5 s), with the
 * Backend status panel over all companies and each live user's location.
 */
export const SupervisePage = observer(function SupervisePage() {
  const http = useService<HttpClient>(HttpClient);
  const backend = useService<BackendState>(BackendState);
  const notices = useViewModel(MaintenanceNoticesViewModel);
  // Every time on the page in the banner's zone and format (zoned-time.ts), 'Connected since' too.
  const times = notices.times;
  const [superStore] = useState(() => fromRx(backend.superInfo$, null));
  useEffect(() => () => superStore.dispose(), [superStore]);
  const [state, setState] = useState<ReadAll | null>(null);
  const [error, setError] = useState<string | null>(null);
  const patch = superStore.current;
  useEffect(() => {
    let live = true;
    const read = () =>
      http.post<ReadAll>('/v1/navutil/backend_state/read_all/', { fields: FIELDS }).then(
        (r) => live && (setState(r), setError(null)),
        (e: unknown) => live && setError(parseApiError(e)),
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [http, patch]);
  // The super store's totals are the freshest; the read call fills in until the first SUPER patch.
  const totals = patch ?? state;
  const names = new Map((state?.companies ?? []).map((c) => [c.euid, c.name]));
  return (
    <section className="company-screen supervise" data-testid={superviseIds.page} aria-labelledby="supervise-title" data-help-key="supervise/status">
      <h2 id="supervise-title">Supervise</h2>
      {error && <p role="alert" className="form-error">{error}</p>}
      <BackendStatusPanel title="Backend status (all companies)" state={totals} />
      <h3>Companies</h3>
      {!state ? (
        <p>Loading...</p>
      ) : (
        <table className="stacking" data-testid={superviseIds.companies}>
          <thead>
            <tr>
              <th scope="col">Company</th>
              {COMPANY_FIGURES.map((f) => (
                <th key={f} scope="col">{f}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.companies.map((c) => (
              <tr key={c.euid} data-company={c.euid}>
                <th scope="row">{c.name}</th>
                {[c.sch_queue, c.ent_queue, c.sch_joblog, c.ent_joblog, c.users.length].map((n, i) => (
                  <td key={COMPANY_FIGURES[i]} data-label={COMPANY_FIGURES[i]}>{n.toLocaleString('en-US')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <h3>Current users</h3>
      {state && (
        <table className="stacking" data-testid={superviseIds.users}>
          <thead>
            <tr>
              {USER_COLUMNS.map((c) => (
                <th key={c} scope="col">{c}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.users.length === 0 && (
              <tr><td colSpan={USER_COLUMNS.length}>Nobody is connected.</td></tr>
            )}
            {state.users.map((u) => (
              <tr key={`${u.tab_id}-${u.connected_since}`}>
                {[u.username, u.email, names.get(u.company_euid) ?? u.company_euid, u.location, times.show(u.connected_since)].map((v, i) => (
                  <td key={USER_COLUMNS[i]} data-label={USER_COLUMNS[i]}>{v}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <MaintenanceNotices vm={notices} companies={state?.companies ?? []} />
    </section>
  );
});
