import { DateTime } from 'luxon';
import type { MrpDetail as CoreMrpDetail, MrpRecord as CoreMrpRecord } from '../common/mrp';
import type { SeededRandom } from '../../../server/demo/seeded-random';

/** The demo's MRP rows fill every optional field of the core record. */
export type MrpDetail = Required<CoreMrpDetail>;
export interface MrpRecord extends Omit<CoreMrpRecord, 'detail'> {
  detail: MrpDetail[];
}

export const MRP_LINES = ['L01', 'L02', 'L03', 'L04', 'L05', 'L06'] as const;
const GROUPS = [
  { group: 'Compression Springs', prefix: 'CS', what: 'Compression spring' },
  { group: 'Torsion Springs', prefix: 'TS', what: 'Torsion spring' },
  { group: 'Wire Forms', prefix: 'WF', what: 'Wire form' },
  { group: 'Stampings', prefix: 'ST', what: 'Stamped clip' },
] as const;
const CUSTOMERS = ['Ford Dearborn', 'GM Lansing', 'Stellantis Toledo', 'Honda Marysville'];

/**
 * One MRP run (at 05:00 of `today` in the company's zone) over 24 parts: demand from sales orders and
 * forecasts, supply from released work orders (SUPPLY) and firm planned orders (SUPPLYF), for the
 * next 90 days.
 */
export function buildMrpRecords(today: string, zone: string, rng: SeededRandom): MrpRecord[] {
  const run = DateTime.fromISO(`${today}T05:00`, { zone });
  const day = (offset: number) => run.plus({ days: offset }).toISODate()!;
  let order = 40000;
  return Array.from({ length: 24 }, (_, i) => {
    const g = GROUPS[i % GROUPS.length]!;
    const size = 6 + 2 * Math.floor(i / GROUPS.length);
    const lines = [rng.pick(MRP_LINES), rng.pick(MRP_LINES)].filter((l, k, all) => all.indexOf(l) === k).sort();
    const detail: MrpDetail[] = [];
    for (let offset = rng.int(1, 6); offset <= 90; offset += rng.int(5, 10)) {
      const customer = rng.pick(CUSTOMERS);
      const forecast = offset > 45;
      detail.push({ type: 'DEMAND', dataset: forecast ? 'FCST' : 'SO', qty: rng.int(5, 40) * 100, due_date: day(offset), rel_date: day(offset - 2), ord_nbr: `${forecast ? 'F' : 'SO'}${order++}`, ord_line: 1, detail: customer });
    }
    for (let offset = rng.int(2, 8); offset <= 90; offset += rng.int(10, 18)) {
      const firm = offset > 30;
      detail.push({ type: firm ? 'SUPPLYF' : 'SUPPLY', dataset: firm ? 'PLN' : 'WO', qty: rng.int(20, 80) * 100, due_date: day(offset), rel_date: day(offset - 5), ord_nbr: `${firm ? 'P' : 'WO'}${order++}`, ord_line: rng.int(1, 3), detail: `Line ${lines[0]}` });
    }
    detail.sort((a, b) => a.due_date.localeCompare(b.due_date) || a.type.localeCompare(b.type));
    return {
      timestamp: run.toISO()!, name: `${g.what} ${size} mm`, part__name: `${g.prefix}-${String(1000 + i * 7)}`,
      part__group: g.group, part__uom: 'EA', part__production_lines: lines, qoh: rng.int(0, 60) * 100, detail,
    };
  });
}
