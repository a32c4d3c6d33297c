import { useService } from '../../../workbench/api/use-service';
import { PublicLayout } from '../layout/public-layout';
import { PublicSession } from '../layout/public-session';
import { PRODUCT_NAME } from '../product';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';

const IN_THE_DEMO = [
  'A generated plant: sites, areas and machines in an ISA-95 hierarchy',
  'Three shifts, including an overnight one, and 90 days of history',
  'Breakdowns, changeovers, micro-stops, scrap and rework with reasons',
  'Graphs, presets and dashboards exactly as a signed-in user sees them',
];

/** The demo page (route /demo): explains the demo account and offers the demo login. */
export function DemoPage() {
  const session = useService(PublicSession);
  return (
    <PublicLayout>
      <header className="ps-page-header">
        <h1>Try the live demo</h1>
        <p className="ps-lead">Sign in as the demo account and explore a realistic plant. No registration needed.</p>
      </header>
      <section className="ps-section ps-demo" aria-labelledby="ps-demo-inside">
        <div>
          <h2 id="ps-demo-inside">What you will find</h2>
          <ul className="ps-plan-includes">
            {IN_THE_DEMO.map((item) => (
              <li key={item}>
                <i className="pi pi-check" aria-hidden="true" /> {item}
              </li>
            ))}
          </ul>
        </div>
        <aside className="ps-card ps-demo-card" aria-labelledby="ps-demo-account">
          <h2 id="ps-demo-account">The demo account</h2>
          <p>
            Everyone who opens the demo shares one account, so saving is disabled: you can change every view, but presets and settings are not
            stored.
          </p>
          <p>Before signing in you are asked to allow cookies and to accept the terms of service.</p>
          <button type="button" className="ps-button ps-button-primary ps-button-large" data-testid={IDS.demoLogin} onClick={() => void session.demoLogin()}>
            <i className="pi pi-play" aria-hidden="true" /> Open the {PRODUCT_NAME} demo
          </button>
        </aside>
      </section>
    </PublicLayout>
  );
}
