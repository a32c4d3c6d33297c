import { createDefaultNavState } from '../../core/navigation/default-nav-state';
import type { NavState } from '../../core/navigation/nav-state';
import type { Queryable } from '../db/database';
import { DEMO_PLANT_USERS as DEMO_USERS } from './demo-users';

/** The company default and public preset every demo user opens with (document 1 §4: "efficiency" is chosen). */
export const DEMO_DEFAULT_PRESET = 'Efficiency';

interface EntityRow {
  euid: string;
  name: string;
  key: string;
  desc: string;
  depth: number;
}

export interface DemoPreset {
  name: string;
  desc: string;
  author: string;
  default: boolean;
  public: boolean;
  navstate: NavState;
}

/**
 * The presets a plant manager would have saved (issue 8: a living demo): the company-wide
 * Efficiency view as the public default, a site's quality shift by shift, and this week's
 * downtime. Keep Current is on in each, so they show today's data whenever they are opened.
 */
export function demoPresets(site: EntityRow, timezone: string, now: number): DemoPreset[] {
  const base = createDefaultNavState({ now: () => now }, timezone);
  const admin = DEMO_USERS.find((u) => u.role === 'ADMIN' && !u.isSuper)!.email;
  const manager = DEMO_USERS.find((u) => u.role === 'MANAGER' && !u.isDemo)!.email;
  const siteEntity = { euid: site.euid, depth: site.depth, max_depth: 3, name: site.name, desc: site.desc, key: site.key, show_children: true };
  return [
    {
      name: DEMO_DEFAULT_PRESET,
      desc: 'Efficiency of the whole company this month, every site side by side',
      author: admin,
      default: true,
      public: true,
      navstate: { ...base, metric: 'EFFICIENCY' },
    },
    {
      name: `${site.name} quality by shift`,
      desc: `Quality of ${site.name}, shift by shift`,
      author: manager,
      default: false,
      public: true,
      navstate: { ...base, metric: 'QUALITY', entity: siteEntity, combineShifts: false, shift: '', shift_summary: 'SHIFT' },
    },
    {
      name: 'Downtime this week',
      desc: 'Unplanned downtime of the last 7 days',
      author: manager,
      default: false,
      public: true,
      navstate: { ...base, metric: 'UNPLANNED_DOWN', autoRange: { active: true, value: 1, unit: 'WEEKS' } },
    },
  ];
}

/** Writes the demo presets into the demo company (once: the seeding record guards the step). */
export async function seedDemoPresets(db: Queryable, companyId: number, timezone: string, now: number): Promise<number> {
  const sites = await db.query<EntityRow>(
    `SELECT euid, name, key, "desc", depth FROM bigbrain_entity WHERE _company_id = $1 AND category = 'SITE' ORDER BY id LIMIT 1`,
    [companyId],
  );
  const site = sites.rows[0];
  if (!site) throw new Error('the demo plant has no site to save a preset for');
  const presets = demoPresets(site, timezone, now);
  // A company that already chose its default keeps it (one default per company).
  const existing = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM nav_navpreset WHERE _company_id = $1 AND "default"', [companyId]);
  const hasDefault = (existing.rows[0]?.n ?? 0) > 0;
  for (const p of presets.map((p) => ({ ...p, default: p.default && !hasDefault }))) {
    await db.query(
      `INSERT INTO nav_navpreset (name, "desc", author_id, navstate, "default", public, _company_id)
       SELECT $1, $2, u.id, $3::jsonb, $4, $5, $6 FROM core_user u WHERE u.email = $7 AND u._company_id = $6`,
      [p.name, p.desc, JSON.stringify(p.navstate), p.default, p.public, companyId, p.author],
    );
  }
  return presets.length;
}
