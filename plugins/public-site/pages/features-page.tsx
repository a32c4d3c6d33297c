import { FEATURE_GROUPS } from '../content/features';
import { PublicLayout } from '../layout/public-layout';
import { PRODUCT_NAME } from '../product';

/** The features page (route /features). */
export function FeaturesPage() {
  return (
    <PublicLayout>
      <header className="ps-page-header">
        <h1>Features</h1>
        <p className="ps-lead">Everything {PRODUCT_NAME} measures, shows and shares, in every plan, including the free one.</p>
      </header>
      {FEATURE_GROUPS.map((group, i) => (
        <section key={group.id} className={`ps-section${i % 2 ? ' ps-section-alt' : ''}`} aria-labelledby={`ps-features-${group.id}`}>
          <h2 id={`ps-features-${group.id}`}>{group.title}</h2>
          <p className="ps-section-intro">{group.intro}</p>
          <div className="ps-card-grid ps-card-grid-4">
            {group.features.map((f) => (
              <article key={f.title} className="ps-card">
                <i className={`${f.icon} ps-card-icon`} aria-hidden="true" />
                <h3>{f.title}</h3>
                <p>{f.text}</p>
              </article>
            ))}
          </div>
        </section>
      ))}
    </PublicLayout>
  );
}
