import type { Queryable } from '../db/database';
import type { SeededRandom } from '../demo/seeded-random';
import type { ShiftWindow } from '../demo/shift-windows';
import type { RouteModule } from '../http/context';

/** What a feature's routes are built with: its customer's configured company name, when it is a customer's feature. */
export interface FeatureRouteDeps {
  customerName: string | undefined;
}

/** The demo company of a customer feature: a small entity tree (one site, one area, its machines) named by configuration. */
export interface CustomerDemoCompany {
  /** Entity key of the company; its site and area are `${key}-SITE` and `${key}-AREA`. */
  key: string;
  industry: string;
  site: string;
  area: string;
  machines: ReadonlyArray<{ key: string; name: string }>;
}

/** What a customer feature's demo writer gets: one seeded random stream shared in list order, so the demo stays deterministic. */
export interface CustomerDemoContext {
  rng: SeededRandom;
  /** YYYY-MM-DD in the companies' time zone. */
  today: string;
  zone: string;
  /** The demo shifts of the seeded days. */
  windows: readonly ShiftWindow[];
  /** Epoch ms; only shifts that have ended by then get data. */
  now: number;
}

export interface CustomerDemo {
  company: CustomerDemoCompany;
  /** Writes the feature's data sets for the company, inside the seeding transaction. */
  write(tx: Queryable, companyId: number, context: CustomerDemoContext): Promise<void>;
}

/** A customer whose dashboards a feature is: which company it is comes from configuration (COMPANY_<KEY>), else `defaultName`. */
export interface FeatureCustomer {
  /** The session's `customer` value, e.g. 'coating'; lower-case letters and digits. */
  key: string;
  /** The specification's name (document 1 §2: an exact company-name string). */
  defaultName: string;
  demo?: CustomerDemo;
}

/**
 * A feature's server part (ARCHITECTURE.md §2): what `plugins/<id>/server` contributes to the host.
 * The host reads the explicit list in server/features.ts; nothing registers itself by being imported.
 */
export interface ServerFeature {
  /** The plugin id, the same as the browser manifest's. */
  id: string;
  customer?: FeatureCustomer;
  /** REST routes, registered inside the /v1/ scope (so the OpenAPI document lists them). */
  routes?: (deps: FeatureRouteDeps) => RouteModule;
  /**
   * Folder of NNN_name.sql migrations. Versions are global and stable: a moved migration keeps its
   * version and name; parts of one version from several features are applied together as one step.
   */
  migrationsDir?: string;
  /** Hasura metadata table entries (a JSON array) for the feature's tables, added to the product metadata. */
  metadataFile?: string;
}
