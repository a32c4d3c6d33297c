import { useEffect, useState } from 'react';
import { isSubscriptionActive } from '../../core/session';
import { HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { CompanyNote } from './company-note';
import { CompanyScreen } from './company-screen';
import { companyIds } from './test-ids';

interface Plan {
  provider: string;
  plan: string;
  status: string;
  limits: { machines: number | null; users: number | null };
  checkoutUrl: string | null;
}

const limit = (n: number | null) => (n === null ? 'Unlimited' : n.toLocaleString('en-US'));

/**
 * /company/plan: the plan from the server's billing provider (self-hosted: free and unlimited). Two
 * even rows of tiles: the plan's name (two tiles wide, so it does not wrap) beside its status, then
 * the two limits. Whether the subscription counts as active is read from its status by core's rule
 * (document 1 §4 rule 8), the one the server's billing applies.
 */
export function PlanPage() {
  const http = useService<HttpClient>(HttpClient);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http.get<Plan>('/v1/company/plan/').then(setPlan, (e: unknown) => setError(errorText(e)));
  }, [http]);
  return (
    <CompanyScreen testId={companyIds.planPage} titleId="plan-title" title="Plan" helpKey="company/plan">
      {!plan && !error && <p role="status">Loading…</p>}
      {error && <CompanyNote tone="error">The plan could not be loaded: {error}</CompanyNote>}
      {plan && (
        <dl className="company-tiles">
          <div className="figure wide"><dt>Plan</dt><dd className="text">{plan.plan}</dd></div>
          <div className="figure"><dt>Subscription status</dt><dd>{plan.status}</dd></div>
          <div className="figure"><dt>Subscription</dt><dd>{isSubscriptionActive(plan.status) ? 'Active' : 'Not active'}</dd></div>
          <div className="figure half"><dt>Machines</dt><dd>{limit(plan.limits.machines)}</dd></div>
          <div className="figure half"><dt>Users</dt><dd>{limit(plan.limits.users)}</dd></div>
        </dl>
      )}
      {plan?.checkoutUrl && (
        <p className="company-actions">
          <a className="p-button" href={plan.checkoutUrl}>Manage subscription</a>
        </p>
      )}
    </CompanyScreen>
  );
}
