import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { useCallback, useEffect, useState } from 'react';
import type { CompanyUserRow, InvitationAnswer, LinkDelivery } from '../../core/forms';
import { ConfirmDialog, HttpClient, SessionStore, Toasts, useService, type ConfirmRequest } from '../../workbench/api';
import { FormCard, FormError } from '../../workbench/kit/form-controls/form-card';
import { errorText } from './api-errors';
import { WRITER_ROLES } from './company-pages';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { InviteCard } from './invite-card';
import { LinkHandover, type Handover } from './link-handover';
import { companyIds } from './test-ids';
import { UsersTable } from './users-table';

/** Asked before a user is deactivated (the product's yes/no dialog; No keeps the user active). */
export function deactivateConfirmation(email: string): ConfirmRequest {
  return { header: 'Deactivate User', message: `Deactivate ${email}? They can no longer sign in until an admin activates them again.`, acceptLabel: 'Deactivate' };
}

type Users = { state: 'loading' } | { state: 'failed'; message: string } | { state: 'loaded'; rows: CompanyUserRow[] };

/** /company/users: the user table (document 1 §3 columns), invitations, role changes, deactivation (asked first). */
export const UsersPage = observer(function UsersPage() {
  const http = useService<HttpClient>(HttpClient);
  const toasts = useService<Toasts>(Toasts);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  const role = useService<SessionStore>(SessionStore).current?.role;
  const admin = role === 'ADMIN';
  // Only an admin or manager reads the users (README "Who sees users"): a user is told so, not refused.
  const reader = role !== undefined && WRITER_ROLES.includes(role);
  const [users, setUsers] = useState<Users>({ state: 'loading' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [handover, setHandover] = useState<Handover | null>(null);
  const load = useCallback(
    () =>
      http.get<{ results: CompanyUserRow[] }>('/v1/company/users/').then(
        (r) => setUsers({ state: 'loaded', rows: r.results }),
        (e: unknown) => setUsers({ state: 'failed', message: errorText(e) }),
      ),
    [http],
  );
  useEffect(() => {
    if (reader) void load();
  }, [load, reader]);

  // A link the server could not mail is shown to hand over; a mailed one is only announced.
  const delivered = (email: string, what: Handover['what'], answer: LinkDelivery) => {
    setHandover(answer.delivery === 'link' ? { email, what, answer } : null);
    if (answer.delivery === 'mail') toasts.show({ severity: 'success', summary: 'Link mailed', detail: `${email} gets a mail with ${what === 'invitation' ? 'an invitation' : 'a password reset'} link.`, life: 4000 });
  };
  // A new invitation starts afresh: an earlier refusal's message goes.
  const invited = (answer: InvitationAnswer) => {
    setError(null);
    delivered(answer.email, 'invitation', answer);
    return load();
  };
  const signInLink = async (u: CompanyUserRow) => {
    setBusy(u.euid);
    try {
      delivered(u.email, u.status === 'INVITED' ? 'invitation' : 'password reset', await http.post<LinkDelivery>(`/v1/company/users/${u.euid}/sign-in-link/`));
      setError(null);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const retry = () => {
    setUsers({ state: 'loading' });
    void load();
  };
  const act = async (user: CompanyUserRow, call: () => Promise<{ results: CompanyUserRow[] }>, done: string) => {
    setBusy(user.euid);
    try {
      setUsers({ state: 'loaded', rows: (await call()).results });
      setError(null);
      toasts.show({ severity: 'success', summary: 'Saved', detail: done, life: 3000 });
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const changeRole = (u: CompanyUserRow, next: string) => void act(u, () => http.put(`/v1/company/users/${u.euid}/role/`, { role: next }), `${u.email} is now ${next}.`);
  const deactivate = async (u: CompanyUserRow) => {
    if (!(await confirm.ask(deactivateConfirmation(u.email)))) return;
    await act(u, () => http.post(`/v1/company/users/${u.euid}/deactivate/`), `${u.email} was deactivated.`);
  };
  const activate = (u: CompanyUserRow) => void act(u, () => http.post(`/v1/company/users/${u.euid}/activate/`), `${u.email} was activated.`);

  return (
    <CompanyScreen testId={companyIds.usersPage} titleId="users-title" title="Users" helpKey="company/users">
      {!reader && <CompanyNote>The company’s users are listed for its admins and managers. Ask an admin to invite a colleague or to change a role.</CompanyNote>}
      {reader && !admin && <CompanyNote>Only an admin invites colleagues, changes roles and deactivates users.</CompanyNote>}
      {reader && (
        <div className="company-cards">
          {admin && <InviteCard onInvited={invited} />}
          {admin && handover && <LinkHandover handover={handover} onDone={() => setHandover(null)} />}
          <FormCard titleId="users-list-title" title="Company users" intro="Invited users become active when they accept; a deactivated user cannot sign in.">
            {error && (
              <FormError>
                <i className="pi pi-exclamation-circle" aria-hidden="true" />
                {error}
              </FormError>
            )}
            {users.state === 'loading' && <p role="status">Loading…</p>}
            {users.state === 'failed' && (
              <CompanyNote tone="error" action={<Button type="button" label="Try again" icon="pi pi-refresh" outlined size="small" onClick={retry} />}>
                The users could not be loaded: {users.message}
              </CompanyNote>
            )}
            {users.state === 'loaded' && users.rows.length === 0 && <CompanyNote>No users yet{admin ? ': invite a colleague above.' : '.'}</CompanyNote>}
            {users.state === 'loaded' && users.rows.length > 0 && (
              <UsersTable users={users.rows} admin={admin} busy={busy} onRole={changeRole} onDeactivate={(u) => void deactivate(u)} onActivate={activate} onSignInLink={(u) => void signInLink(u)} />
            )}
          </FormCard>
        </div>
      )}
    </CompanyScreen>
  );
});
