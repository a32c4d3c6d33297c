import { Link } from 'react-router';
import { efficiency } from '../../../core/oee/oee';
import { useService } from '../../../workbench/api/use-service';
import { PendingShareNotice } from '../../../workbench/kit/share/pending-share-notice';
import { ContactDialogStore } from '../contact/contact-dialog-store';
import { TRY_FREE_CONTACT } from '../contact/contact-request';
import { FEATURE_GROUPS } from '../content/features';
import { PublicLayout } from '../layout/public-layout';
import { PRODUCT_NAME } from '../product';
import { PUBLIC_SITE_IDS as IDS } from '../test-ids';

/** A sample shift shown in the hero; its OEE comes from the product's own formula. */
const SAMPLE = { availability: 0.912, performance: 0.885, quality: 0.981 };
const pct = (v: number) => `${(v * 100).toFixed(1)}%`;

function OeeSampleCard() {
  const oee = efficiency(SAMPLE.availability, SAMPLE.performance, SAMPLE.quality);
  const rows = [
    { label: 'Availability', value: SAMPLE.availability, hint: '42 min unplanned downtime' },
    { label: 'Performance', value: SAMPLE.performance, hint: 'speed loss 11.5%' },
    { label: 'Quality', value: SAMPLE.quality, hint: '38 of 2,010 units scrapped' },
  ];
  return (
    <figure className="ps-sample-card" aria-label={`Example: Press line 3, day shift, OEE ${pct(oee)}`}>
      <figcaption>
        <span className="ps-sample-entity">Plant 1 › Stamping › Press line 3</span>
        <span className="ps-sample-shift">Day shift · 07:00–15:00</span>
      </figcaption>
      <div className="ps-sample-oee">
        <span className="ps-sample-oee-value">{pct(oee)}</span>
        <span className="ps-sample-oee-label">OEE</span>
      </div>
      <ul className="ps-sample-bars">
        {rows.map((r) => (
          <li key={r.label}>
            <div className="ps-sample-bar-head">
              <span>{r.label}</span>
              <strong>{pct(r.value)}</strong>
            </div>
            <div className="ps-sample-bar" aria-hidden="true">
              <span style={{ width: pct(r.value) }} />
            </div>
            <small>{r.hint}</small>
          </li>
        ))}
      </ul>
    </figure>
  );
}

const STEPS = [
  { title: 'Connect your machines', text: 'Send production, scrap, reject, rework and downtime events with reasons, plus planned quantities and rates, over REST or in bulk.' },
  { title: 'Let the engine do the maths', text: 'Events are split by shift, downtime is clipped to the shift window, and results roll up from machine to company in 15-minute buckets.' },
  { title: 'Act on the losses', text: 'Supervisors see the current shift live, managers compare sites and weeks, and everyone shares the same presets.' },
];

/** The landing page (route /). */
export function LandingPage() {
  const contact = useService(ContactDialogStore);
  const highlights = FEATURE_GROUPS.flatMap((g) => g.features.slice(0, 2)).slice(0, 6);
  return (
    <PublicLayout>
      <PendingShareNotice />
      <section className="ps-hero" data-testid={IDS.hero}>
        <div className="ps-hero-text">
          <p className="ps-eyebrow">Open-source OEE workbench</p>
          <h1>See where your plant loses time, and win it back.</h1>
          <p className="ps-lead">
            {PRODUCT_NAME} turns machine events into availability, performance and quality for every site, area and machine, shift by
            shift, so your team fixes the biggest loss first.
          </p>
          <div className="ps-hero-actions">
            <button type="button" className="ps-button ps-button-primary ps-button-large" onClick={() => contact.open(TRY_FREE_CONTACT)}>
              Try for Free
            </button>
            <Link to="/demo" className="ps-button ps-button-outline ps-button-large">
              <i className="pi pi-play" aria-hidden="true" /> See the live demo
            </Link>
          </div>
          <p className="ps-hero-note">
            <i className="pi pi-check" aria-hidden="true" /> Runs on your own server with one command · <i className="pi pi-check" aria-hidden="true" />{' '}
            No per-user fees
          </p>
        </div>
        <OeeSampleCard />
      </section>

      <section className="ps-section" aria-labelledby="ps-what">
        <h2 id="ps-what">One workbench for the whole plant</h2>
        <p className="ps-section-intro">From the operator at the line to the manager comparing sites: the same numbers, computed once.</p>
        <div className="ps-card-grid">
          {highlights.map((f) => (
            <article key={f.title} className="ps-card">
              <i className={`${f.icon} ps-card-icon`} aria-hidden="true" />
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
        <p className="ps-more">
          <Link to="/features">
            All features <i className="pi pi-arrow-right" aria-hidden="true" />
          </Link>
        </p>
      </section>

      <section className="ps-section ps-section-alt" aria-labelledby="ps-how">
        <h2 id="ps-how">How it works</h2>
        <ol className="ps-steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <span className="ps-step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{s.title}</h3>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="ps-section ps-start" aria-labelledby="ps-start">
        <div>
          <h2 id="ps-start">Running in two minutes</h2>
          <p>
            The server starts on an embedded PostgreSQL and generates a demo plant with three shifts and 90 days of history. When you are ready,
            point it at your own PostgreSQL server.
          </p>
        </div>
        <pre className="ps-code" aria-label="Commands to start the workbench">
          <code>{'npm install\nnpm start\n# open http://localhost:3000'}</code>
        </pre>
      </section>
    </PublicLayout>
  );
}
