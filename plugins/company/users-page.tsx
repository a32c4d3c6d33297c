import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { inviteForm, USER_TABLE_COLUMNS } from '../../core/forms';
import { ROLES } from '../../core/model';
import { HttpClient, SessionStore, Toasts, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

interface UserRow {
  euid: string;
  email: string;
  first_name: string;
  last_name: string;
  role: string;
  status: string;
}

const HEADERS: Record<(typeof USER_TABLE_COLUMNS)[number], string> = { email: 'Email', first_name: 'First name', last_name: 'Last name', role: 'Role', status: 'Status' };

/** /company/users: the user table (document 1 §3 columns), invitations, role changes, deactivation. */
export const UsersPage = observer(function UsersPage() {
  const http = useService<HttpClient>(HttpClient);
  const toasts = useService<Toasts>(Toasts);
  const session = useService<SessionStore>(SessionStore).current;
  const admin = session?.role === 'ADMIN';
  const [users, setUsers] = useState<UserRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [invite, setInvite] = useState({ email: '', role: 'USER' });
  const load = useCallback(() => http.get<{ results: UserRow[] }>('/v1/company/users/').then((r) => setUsers(r.results), (e: unknown) => setError(errorText(e))), [http]);
  useEffect(() => void load(), [load]);

  const act = async (call: () => Promise<{ results: UserRow[] }>, done: string) => {
    try {
      setUsers((await call()).results);
      setError(null);
      toasts.show({ severity: 'success', summary: 'Saved', detail: done, life: 3000 });
    } catch (e) {
      setError(errorText(e));
    }
  };
  const sendInvite = async (ev: FormEvent) => {
    ev.preventDefault();
    const parsed = inviteForm.safeParse(invite);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the form');
    try {
      await http.post('/v1/company/users/invite/', parsed.data);
      setInvite({ email: '', role: 'USER' });
      setError(null);
      toasts.show({ severity: 'success', summary: 'Invitation sent', detail: `${parsed.data.email} was invited.`, life: 3000 });
      await load();
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <section className="company-screen" data-testid={companyIds.usersPage} aria-labelledby="users-title" data-help-key="company/users">
      <h2 id="users-title">Users</h2>
      {admin && (
        <form className="row" onSubmit={(e) => void sendInvite(e)} noValidate aria-label="Invite a colleague">
          <label>
            Email to invite
            <input type="email" value={invite.email} onChange={(e) => setInvite({ ...invite, email: e.target.value })} />
          </label>
          <label>
            Role of the new user
            <select value={invite.role} onChange={(e) => setInvite({ ...invite, role: e.target.value })}>
              {ROLES.map((r) => (
                <option key={r}>{r}</option>
              ))}
            </select>
          </label>
          <button type="submit" className="p-button">
            Invite
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      {!users && !error && <p>Loading...</p>}
      {users && (
        <table className="stacking" data-testid={companyIds.usersTable}>
          <thead>
            <tr>
              {USER_TABLE_COLUMNS.map((c) => (
                <th key={c} scope="col">
                  {HEADERS[c]}
                </th>
              ))}
              {admin && <th scope="col">Actions</th>}
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.euid}>
                <td data-label={HEADERS.email}>{u.email}</td>
                <td data-label={HEADERS.first_name}>{u.first_name}</td>
                <td data-label={HEADERS.last_name}>{u.last_name}</td>
                <td data-label={HEADERS.role}>
                  {admin ? (
                    <select
                      aria-label={`Role of ${u.email}`}
                      value={u.role}
                      onChange={(e) => void act(() => http.put(`/v1/company/users/${u.euid}/role/`, { role: e.target.value }), `${u.email} is now ${e.target.value}.`)}
                    >
                      {ROLES.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  ) : (
                    u.role
                  )}
                </td>
                <td data-label={HEADERS.status}>{u.status}</td>
                {admin && (
                  <td data-label="Actions">
                    {u.status === 'ACTIVE' && (
                      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => void act(() => http.post(`/v1/company/users/${u.euid}/deactivate/`), `${u.email} was deactivated.`)}>
                        Deactivate <span className="sr-only">{u.email}</span>
                      </button>
                    )}
                    {u.status === 'INACTIVE' && (
                      <button type="button" className="p-button p-button-outlined p-button-sm" onClick={() => void act(() => http.post(`/v1/company/users/${u.euid}/activate/`), `${u.email} was activated.`)}>
                        Activate <span className="sr-only">{u.email}</span>
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});
