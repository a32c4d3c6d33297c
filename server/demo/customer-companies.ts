import type { Database } from '../db/database';
import { serverFeatures } from '../features';
import type { ServerFeature } from '../kit/feature';
import { customerNames, type CustomerNames } from '../kit/customers';
import { insertCompanyTree, insertShifts, insertUsers } from './company-writer';
import { customerAdmin, hashDistinct } from './demo-users';
import { DEFAULT_DEMO_SEED } from './plant-plan';
import { DEMO_SHIFTS } from './plant-catalog';
import { createSeededRandom } from './seeded-random';
import { lastDays, shiftWindows } from './shift-windows';

export interface CustomerSeedOptions {
  days: number;
  /** YYYY-MM-DD in the companies' time zone. */
  today: string;
  /** Configured names by customer key (config.customerCompanies); a customer without one keeps its feature's default. */
  names?: Readonly<Record<string, string>>;
  seed?: number;
  /** Epoch ms; only shifts that have ended by then get data. Default: the current time. */
  now?: number;
}

/** The customer company names of the listed features with the specification's defaults (document 3 §2.4). */
export const defaultCustomerNames = (features: readonly ServerFeature[] = serverFeatures): CustomerNames => customerNames(features, {});
const ZONE = 'US/Eastern';

/**
 * The customer companies of document 3 section 2.4, one per feature of the list that has a demo:
 * each with an admin, the three shifts, a small entity tree and its dashboard data sets for the
 * last `days` days up to `today`. Answers the company id per customer key.
 */
export async function seedCustomerCompanies(db: Database, opts: CustomerSeedOptions, features: readonly ServerFeature[] = serverFeatures): Promise<Record<string, number>> {
  const { days, today, seed = DEFAULT_DEMO_SEED, now = Date.now() } = opts;
  const dates = lastDays(today, days); // validates days and today before anything is written
  const names = customerNames(features, opts.names ?? {});
  const customers = features.flatMap((f) => (f.customer?.demo ? [{ ...f.customer, demo: f.customer.demo, name: names[f.customer.key]! }] : []));
  const rng = createSeededRandom(seed + 1);
  const windows = shiftWindows(dates, DEMO_SHIFTS, ZONE);
  const admins = customers.map((c) => ({ ...customerAdmin(c.name), euid: rng.euid('U') }));
  const hashes = await hashDistinct(admins.map((a) => a.password));

  return db.transaction(async (tx) => {
    const ids: Record<string, number> = {};
    for (const [i, c] of customers.entries()) {
      const { key, industry, site, area, machines } = c.demo.company;
      const company = { euid: rng.euid('C'), key, name: c.name, desc: `${c.name} (customer dashboards)`, parentKey: null, industry, timezone: ZONE };
      const id = await insertCompanyTree(tx, company, {
        sites: [{ euid: rng.euid('S'), key: `${key}-SITE`, name: site, desc: '', parentKey: key }],
        areas: [{ euid: rng.euid('A'), key: `${key}-AREA`, name: area, desc: '', parentKey: `${key}-SITE` }],
        machines: machines.map((m) => ({ euid: rng.euid('M'), key: m.key, name: m.name, desc: '', parentKey: `${key}-AREA` })),
      });
      await insertShifts(tx, id, DEMO_SHIFTS);
      await insertUsers(tx, id, ZONE, [admins[i]!], hashes);
      await c.demo.write(tx, id, { rng, today, zone: ZONE, windows, now });
      ids[c.key] = id;
    }
    return ids;
  });
}
