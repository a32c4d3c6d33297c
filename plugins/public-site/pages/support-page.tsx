import { InlineContact } from '../contact/inline-contact';
import { PublicLayout } from '../layout/public-layout';

const DOCS = [
  { icon: 'pi pi-bolt', title: 'Getting started', text: 'The README in the project root: “npm install && npm start” builds the workbench and starts the server with a demo plant on port 3000.' },
  { icon: 'pi pi-cog', title: 'Configuration', text: 'Environment variables with safe defaults: PORT, DATA_DIR for the embedded database, DATABASE_URL for a PostgreSQL server, AUTH_DOMAIN for a hosted Auth0 tenant.' },
  { icon: 'pi pi-upload', title: 'Sending production data', text: 'Post production, scrap, reject, rework and downtime events and planned schedules to the REST API under /v1/; the engine recomputes the affected shifts.' },
  { icon: 'pi pi-share-alt', title: 'Reading data', text: 'Query results through the Hasura-compatible GraphQL endpoint at /v1/graphql with a signed-in user’s token; each company sees only its rows.' },
  { icon: 'pi pi-server', title: 'Scaling out', text: 'Run several server processes behind a load balancer on one PostgreSQL database; Citus or TimescaleDB for large event tables.' },
  { icon: 'pi pi-shield', title: 'Terms and privacy', text: 'The Terms of Service and Privacy Policy (updated 2024-02-14) are at /terms.html and /privacy.html.' },
];

/** The support page (route /support): documentation pointers and a contact form in the page. */
export function SupportPage() {
  return (
    <PublicLayout>
      <header className="ps-page-header">
        <h1>Support</h1>
        <p className="ps-lead">Where to look first, and how to reach us when the documentation is not enough.</p>
      </header>
      <section className="ps-section" aria-labelledby="ps-docs">
        <h2 id="ps-docs">Documentation</h2>
        <div className="ps-card-grid">
          {DOCS.map((d) => (
            <article key={d.title} className="ps-card">
              <i className={`${d.icon} ps-card-icon`} aria-hidden="true" />
              <h3>{d.title}</h3>
              <p>{d.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="ps-section ps-section-alt ps-contact-band" aria-labelledby="ps-ask">
        <div>
          <h2 id="ps-ask">Still stuck?</h2>
          <p>Write to us: questions about setup, data integration or a support contract all reach the same team.</p>
        </div>
        <InlineContact label="Write to us" />
      </section>
    </PublicLayout>
  );
}
