import { observer } from 'mobx-react-lite';
import { NavLink } from 'react-router';
import { SessionStore, useService } from '../../workbench/api';
import { companyPagesFor } from './company-pages';

/**
 * The sub-navigation of the company pages: Details, Users, Plan, and for an admin or manager Company
 * data and Company metrics. The page open now is marked (NavLink's aria-current="page"); /company
 * matches only itself.
 */
export const CompanyNav = observer(function CompanyNav() {
  const role = useService<SessionStore>(SessionStore).current?.role;
  return (
    <nav className="company-subnav" aria-label="Company pages">
      <ul>
        {companyPagesFor(role).map((p) => (
          <li key={p.to}>
            <NavLink to={p.to} end>
              <i className={p.icon} aria-hidden="true" />
              {p.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
});
