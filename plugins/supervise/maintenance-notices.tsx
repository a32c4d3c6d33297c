import { useEffect, useState, type FormEvent } from 'react';
import { parseApiError } from '../../core/errors';
import { maintenanceNoticeForm } from '../../core/forms';
import { HttpClient, useService } from '../../workbench/api';
import { DateTimeInput } from '../../workbench/api/form-controls/date-time-input';
import { superviseIds } from './test-ids';

interface Notice {
  pk: number;
  message: string;
  start_epoch: number;
  end_epoch: number;
  company_euid: string | null;
  company_name: string | null;
}

const BASE = '/v1/navutil/scheduled_downtime/';
const shown = (epoch: number) => new Date(epoch).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
/** A datetime-local value (the browser's wall clock) as an ISO instant; '' stays '' for the form's message. */
const instant = (local: string) => (local ? new Date(local).toISOString() : '');

/**
 * Super users schedule the maintenance banner every user sees (document 1 §2's scheduled downtime):
 * for everyone or one company, from a start to an end picked with the date-time inputs (60 s steps).
 */
export function MaintenanceNotices({ companies }: { companies: ReadonlyArray<{ euid: string; name: string }> }) {
  const http = useService<HttpClient>(HttpClient);
  const [notices, setNotices] = useState<Notice[] | null>(null);
  const [form, setForm] = useState({ message: '', start: '', end: '', company_euid: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    http.get<{ results: Notice[] }>(BASE).then((r) => setNotices(r.results), (e: unknown) => setError(parseApiError(e)));
  }, [http]);

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = maintenanceNoticeForm.safeParse({ message: form.message, start: instant(form.start), end: instant(form.end), company_euid: form.company_euid || null });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    setBusy(true);
    try {
      setNotices((await http.post<{ results: Notice[] }>(BASE, parsed.data)).results);
      setForm({ message: '', start: '', end: '', company_euid: '' });
      setError(null);
    } catch (e) {
      setError(parseApiError(e));
    } finally {
      setBusy(false);
    }
  };
  const remove = async (pk: number) => {
    try {
      setNotices((await http.delete<{ results: Notice[] }>(`${BASE}${pk}/`)).results);
    } catch (e) {
      setError(parseApiError(e));
    }
  };

  return (
    <section aria-labelledby="notices-title" data-testid={superviseIds.notices}>
      <h3 id="notices-title">Maintenance notices</h3>
      {notices === null ? (
        <p>Loading...</p>
      ) : notices.length === 0 ? (
        <p>No maintenance is scheduled.</p>
      ) : (
        <ul className="notices">
          {notices.map((n) => (
            <li key={n.pk}>
              <strong>{n.company_name ?? 'Everyone'}</strong>: {n.message} ({shown(n.start_epoch)} to {shown(n.end_epoch)}){' '}
              <button type="button" className="p-button p-button-text p-button-danger p-button-sm" aria-label={`Remove the notice ${n.message}`} onClick={() => void remove(n.pk)}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <label>
          Message (use [TIME] for the start time)
          <textarea value={form.message} maxLength={500} rows={2} onChange={(e) => setForm({ ...form, message: e.target.value })} />
        </label>
        <div className="row">
          <label>
            Start
            <DateTimeInput value={form.start} onChange={(e) => setForm({ ...form, start: e.target.value })} />
          </label>
          <label>
            End
            <DateTimeInput value={form.end} onChange={(e) => setForm({ ...form, end: e.target.value })} />
          </label>
          <label>
            For
            <select value={form.company_euid} onChange={(e) => setForm({ ...form, company_euid: e.target.value })}>
              <option value="">Everyone</option>
              {companies.map((c) => (
                <option key={c.euid} value={c.euid}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        </div>
        {error && (
          <p role="alert" className="form-error">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="p-button" disabled={busy}>
            {busy ? 'Scheduling…' : 'Schedule notice'}
          </button>
        </div>
      </form>
    </section>
  );
}
