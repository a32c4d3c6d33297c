import { Button } from 'primereact/button';
import { USER_TABLE_COLUMNS, type CompanyUserRow } from '../../core/forms';
import { LabelledDropdown } from '../../workbench/kit/form-controls/labelled-dropdown';
import { ROLE_OPTIONS } from './choices';
import { companyIds } from './test-ids';

const HEADERS: Record<(typeof USER_TABLE_COLUMNS)[number], string> = { email: 'Email', first_name: 'First name', last_name: 'Last name', role: 'Role', status: 'Status' };

interface UsersTableProps {
  users: readonly CompanyUserRow[];
  /** An admin changes roles and (de)activates; everyone else reads. */
  admin: boolean;
  /** The user whose change is being sent: that row's controls wait. */
  busy: string | null;
  onRole(user: CompanyUserRow, role: string): void;
  onDeactivate(user: CompanyUserRow): void;
  onActivate(user: CompanyUserRow): void;
  /** A new one-time link: an invitation again while invited, a password reset when active. */
  onSignInLink(user: CompanyUserRow): void;
}

/** The user table (document 1 §3 columns); each row a card of "header value" lines in a narrow column. */
export function UsersTable({ users, admin, busy, onRole, onDeactivate, onActivate, onSignInLink }: UsersTableProps) {
  return (
    <table className="stacking company-users" data-testid={companyIds.usersTable}>
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
                <LabelledDropdown
                  className="role-picker"
                  label={`Role of ${u.email}`}
                  value={u.role}
                  options={ROLE_OPTIONS}
                  disabled={busy === u.euid}
                  onChange={(e) => onRole(u, String(e.value))}
                />
              ) : (
                u.role
              )}
            </td>
            <td data-label={HEADERS.status}>
              <span className={`user-status ${u.status.toLowerCase()}`}>{u.status}</span>
            </td>
            {admin && (
              <td data-label="Actions">
                <div className="user-actions">
                  {u.status !== 'INACTIVE' && (
                    <Button
                      type="button"
                      label="Sign-in link"
                      icon="pi pi-link"
                      outlined
                      size="small"
                      aria-label={`Sign-in link for ${u.email}`}
                      title={u.status === 'INVITED' ? 'A new invitation link' : 'A password reset link'}
                      disabled={busy === u.euid}
                      onClick={() => onSignInLink(u)}
                    />
                  )}
                  {u.status === 'ACTIVE' && (
                    <Button type="button" label="Deactivate" icon="pi pi-user-minus" severity="danger" outlined size="small" aria-label={`Deactivate ${u.email}`} disabled={busy === u.euid} onClick={() => onDeactivate(u)} />
                  )}
                  {u.status === 'INACTIVE' && (
                    <Button type="button" label="Activate" icon="pi pi-user-plus" outlined size="small" aria-label={`Activate ${u.email}`} disabled={busy === u.euid} onClick={() => onActivate(u)} />
                  )}
                </div>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
