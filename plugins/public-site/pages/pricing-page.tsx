import { Link } from 'react-router';
import { useService } from '../../../workbench/api/use-service';
import { ContactDialogStore } from '../contact/contact-dialog-store';
import { PRICING_FAQ, PRICING_PLANS, type PricingPlan } from '../content/pricing-plans';
import { PublicLayout } from '../layout/public-layout';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';

function PlanAction({ plan }: { plan: PricingPlan }) {
  const contact = useService(ContactDialogStore);
  const style = `ps-button ${plan.highlighted ? 'ps-button-primary' : 'ps-button-outline'}`;
  if ('to' in plan.cta) {
    return (
      <Link to={plan.cta.to} className={style}>
        {plan.cta.label}
      </Link>
    );
  }
  const request = plan.cta.contact;
  return (
    <button type="button" className={style} onClick={() => contact.open(request)}>
      {plan.cta.label}
    </button>
  );
}

/** The pricing page (route /pricing): the plan table of content/pricing-plans.ts. */
export function PricingPage() {
  return (
    <PublicLayout>
      <header className="ps-page-header">
        <h1>Pricing</h1>
        <p className="ps-lead">The software is open source and complete in every plan. You pay only if you want us to run it or support it.</p>
      </header>
      <section className="ps-section" aria-label="Plans">
        <div className="ps-plans">
          {PRICING_PLANS.map((plan) => (
            <article
              key={plan.id}
              className={`ps-plan${plan.highlighted ? ' ps-plan-highlighted' : ''}`}
              aria-labelledby={`ps-plan-${plan.id}`}
              data-testid={IDS.pricingPlan}
            >
              {plan.highlighted && <span className="ps-plan-badge">Most teams start here</span>}
              <h2 id={`ps-plan-${plan.id}`}>{plan.name}</h2>
              <p className="ps-plan-price">
                <strong>{plan.price}</strong> <span>{plan.per}</span>
              </p>
              <p>{plan.summary}</p>
              <ul className="ps-plan-includes">
                {plan.includes.map((item) => (
                  <li key={item}>
                    <i className="pi pi-check" aria-hidden="true" /> {item}
                  </li>
                ))}
              </ul>
              <PlanAction plan={plan} />
            </article>
          ))}
        </div>
      </section>
      <section className="ps-section ps-section-alt" aria-labelledby="ps-faq">
        <h2 id="ps-faq">Questions</h2>
        <dl className="ps-faq">
          {PRICING_FAQ.map((f) => (
            <div key={f.q}>
              <dt>{f.q}</dt>
              <dd>{f.a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </PublicLayout>
  );
}
