import { expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES } from '../../core/model';
import { forEachDatabase } from '../../tests/support/databases';
import { allSources, insertSource } from './source-store';

// Document 1 §4 rule 8: a subscription counts as active when ACTIVE or TRIALING. A company on a trial
// connects its machines; one whose subscription lapsed (past due, canceled, ...) has its sources stopped.
forEachDatabase('data sources of active companies', (t) => {
  it("document 1 §4 rule 8: a company's data sources run when its subscription is ACTIVE or TRIALING, and under no other status", async () => {
    const sourceOf = new Map<number, string>();
    for (const status of SUBSCRIPTION_STATUSES) {
      const euid = `C-sub-${status}-${t.kind}`;
      const company = (await t.db.query<{ id: number }>(`INSERT INTO core_company (euid, name, timezone, sub_status) VALUES ($1, $1, 'UTC', $2) RETURNING id`, [euid, status])).rows[0]!.id;
      const id = await insertSource(t.db, company, { name: `Line of ${status}`, kind: 'mqtt', url: 'mqtt://127.0.0.1:1', username: '', enabled: true, settings: {} }, `client-${euid}`);
      sourceOf.set(id, status);
    }
    const active = (await allSources(t.db)).filter((s) => sourceOf.has(s.id)).map((s) => [sourceOf.get(s.id), s.companyActive]);
    expect(Object.fromEntries(active)).toEqual(Object.fromEntries(SUBSCRIPTION_STATUSES.map((s) => [s, s === 'ACTIVE' || s === 'TRIALING'])));
  });
});
