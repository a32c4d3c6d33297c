import type { SubscriptionStatus } from '../../core/model';
import { isSubscriptionActive } from '../../core/session/auth-state';

/** What the plan page shows (GET /v1/company/plan/). */
export interface PlanInfo {
  provider: string;
  plan: string;
  status: SubscriptionStatus;
  /** ACTIVE or TRIALING (document 1 §4 rule 8). */
  active: boolean;
  /** null = unlimited. */
  limits: { machines: number | null; users: number | null };
  /** Where the browser goes to pay or manage the subscription; null when there is nothing to pay. */
  checkoutUrl: string | null;
}

/**
 * The seam for a billing provider (README "Plans and billing"): a provider reads a company's plan and
 * may offer a checkout address that returns to /company/payment_success or /company/payment_fail.
 * The provider's webhook then writes core_company.subscription and sub_status.
 */
export interface BillingProvider {
  readonly name: string;
  planOf(company: { euid: string; subscription: string | null; sub_status: string }): Promise<PlanInfo>;
}

/** Self-hosted: free and unlimited; the status stored on the company still applies. */
export const selfHostedBilling: BillingProvider = {
  name: 'self-hosted',
  async planOf(company) {
    const status = (company.sub_status as SubscriptionStatus) ?? 'ACTIVE';
    return {
      provider: 'self-hosted',
      plan: 'Self-hosted (free, unlimited)',
      status,
      active: isSubscriptionActive(status),
      limits: { machines: null, users: null },
      checkoutUrl: null,
    };
  },
};
