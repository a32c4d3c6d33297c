import { insertRows } from '../../../server/demo/sql-rows';
import type { CustomerDemo } from '../../../server/kit/feature';
import { buildPaintlineEvents, PAINT_LINES, PAINT_PROGRAMS } from './paintline-datasets';

/** The paint-line customer's demo company: its paint lines, programs and their painted parts per shift. */
export const paintlineDemo: CustomerDemo = {
  company: { key: 'INO', industry: 'automotive', site: 'Paint Plant', area: 'Paint Shop', machines: PAINT_LINES },
  async write(tx, companyId, { windows, now, rng }) {
    const programIds = new Map(
      (await insertRows<{ id: number; name: string }>(tx, 'ino_program', ['euid', 'name', 'desc', '_company_id'],
        PAINT_PROGRAMS.map((p) => [rng.euid('P'), p.name, p.desc, companyId]), 'id, name')).map((r) => [r.name, r.id]),
    );
    const events = buildPaintlineEvents(windows, now, rng);
    await insertRows(tx, 'ino_programevent',
      ['program_id', 'machine_key', 'part_name', 'shift_date', 'shift_key', 'type', 'erp_trans', 'timestamp', 'end', 'quantity', 'reason_name', '_company_id'],
      events.map((e) => [programIds.get(e.programName), e.machine_key, e.programName, e.shift_date, e.shift_key, e.type, e.erp_trans, e.timestamp, e.end, e.quantity, e.reason_name, companyId]));
  },
};
