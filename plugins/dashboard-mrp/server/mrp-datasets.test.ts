import { describe, expect, it } from 'vitest';
import { buildMrpRecords, MRP_LINES } from './mrp-datasets';
import { createSeededRandom } from '../../../server/demo/seeded-random';

const records = buildMrpRecords('2026-11-21', 'US/Eastern', createSeededRandom(4));

describe('MRP records', () => {
  it('has one record per part with group, unit and production lines from the known lines', () => {
    expect(records).toHaveLength(24);
    expect(new Set(records.map((r) => r.part__name)).size).toBe(24);
    for (const r of records) {
      expect(r.part__group).not.toBe('');
      expect(r.part__uom).toBe('EA');
      expect(r.part__production_lines.length).toBeGreaterThan(0);
      for (const l of r.part__production_lines) expect(MRP_LINES).toContain(l);
    }
  });

  it('details supply (SUPPLY, SUPPLYF) and demand (DEMAND) over the next 90 days, ordered by due date', () => {
    for (const r of records) {
      expect(r.detail.some((d) => d.type === 'DEMAND')).toBe(true);
      expect(r.detail.some((d) => d.type === 'SUPPLY' || d.type === 'SUPPLYF')).toBe(true);
      const dues = r.detail.map((d) => d.due_date);
      expect([...dues].sort()).toEqual(dues);
      expect(dues[0]! > '2026-11-21').toBe(true);
      expect(dues.at(-1)! <= '2027-02-19').toBe(true);
      for (const d of r.detail) expect(d.rel_date <= d.due_date).toBe(true);
    }
  });

  it('stamps every record with the run time 05:00 in the company zone', () => {
    expect(new Set(records.map((r) => r.timestamp))).toEqual(new Set(['2026-11-21T05:00:00.000-05:00']));
  });
});
