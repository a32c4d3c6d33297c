import { useEffect, useState } from 'react';
import { HttpClient, useService } from '../../workbench/api';
import { errorText } from './api-errors';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

interface Plan {
  provider: string;
  plan: string;
  status: string;
  active: boolean;
  limits: { machines: number | null; users: number | null };
  checkoutUrl: string | null;
}

const limit = (n: number | null) => (n === null ? 'Unlimited' : String(n));

/** /company/plan: the plan from the server's billing provider (self-hosted: free and unlimited). */
export function PlanPage() {
  const http = useService<HttpClient>(HttpClient);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    http.get<Plan>('/v1/company/plan/').then(setPlan, (e: unknown) => setError(errorText(e)));
  }, [http]);
  return (
    <section className="company-screen" data-testid={companyIds.planPage} aria-labelledby="plan-title" data-help-key="company/plan">
      <h2 id="plan-title">Plan</h2>
      {!plan && !error && <p>Loading...</p>}
      {error && <p role="alert" className="form-error">{error}</p>}
      {plan && (
        <dl className="figures">
          <div className="figure"><dt>Plan</dt><dd>{plan.plan}</dd></div>
          <div className="figure"><dt>Subscription status</dt><dd>{plan.status}</dd></div>
          <div className="figure"><dt>Subscription</dt><dd>{plan.active ? 'Active' : 'Not active'}</dd></div>
          <div className="figure"><dt>Machines</dt><dd>{limit(plan.limits.machines)}</dd></div>
          <div className="figure"><dt>Users</dt><dd>{limit(plan.limits.users)}</dd></div>
        </dl>
      )}
      {plan?.checkoutUrl && (
        <p><a className="p-button" href={plan.checkoutUrl}>Manage subscription</a></p>
      )}
    </section>
  );
}
