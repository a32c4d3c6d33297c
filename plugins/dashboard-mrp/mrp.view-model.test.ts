import { describe, expect, it, vi } from 'vitest';
import { MRP_LINE_RANGE_WARNING, MRP_PART_RANGE_WARNING } from './common/mrp-filters';
import type { MrpRecord } from './common/mrp';
import { createTestBed } from '../../workbench/testing';
import { SessionStore } from '../../workbench/api';
import { AppStore } from '../../workbench/api/app-store';
import { dashboardMrp } from './manifest';
import { MrpSource } from './mrp-source';
import { MRP_NO_COMPANY, MRP_NONE_FOUND, MrpViewModel } from './mrp.view-model';

const rec = (name: string, group: string, lines: string[], detail: MrpRecord['detail'] = []): MrpRecord => ({
  timestamp: '2025-03-03T05:00:00-05:00', name, part__name: name, part__group: group, part__uom: 'EA', part__production_lines: lines, qoh: 100, detail,
});
const records = [
  rec('CS-1000', 'Springs', ['L01'], [{ type: 'DEMAND', qty: 30, due_date: '2025-03-05' }, { type: 'SUPPLY', qty: 50, due_date: '2025-02-20' }]),
  rec('TS-1007', 'Torsion', ['L03', 'L04']),
  rec('WF-1014', 'Wire', ['L06']),
];

async function bed(profile?: object, answer: MrpRecord[] = records) {
  const b = await createTestBed(dashboardMrp, { session: { companyName: 'Scherdel', customer: 'mrp', ...(profile ? { profile } : {}) }, overrides: [[MrpSource, { records: async () => answer }]] });
  const vm = b.get(MrpViewModel);
  await vm.load();
  return vm;
}

describe('MrpViewModel (document 3 §2.4, §5, §8, §9)', () => {
  it('document 3 §9 (reading in README): days from the start of the run month to the end of the month 90 days later', async () => {
    const vm = await bed();
    expect(vm.days[0]).toEqual({ date: '2025-03-01', day: 1, weekday: 'Sat', weekend: true });
    expect(vm.days.at(-1)!.date).toBe('2025-05-31');
  });

  it('Supply, Demand and Proj QOH per day; past-due supply counts on the first day; hover details', async () => {
    const vm = await bed();
    const row = vm.rows[0]!;
    const day = (d: string) => row.projection.find((p) => p.date === d)!;
    expect(day('2025-03-01')).toEqual({ date: '2025-03-01', supply: 50, demand: 0, projQoh: 150 });
    expect(day('2025-03-05')).toEqual({ date: '2025-03-05', supply: 0, demand: 30, projQoh: 120 });
    expect(vm.detailsFor(row.record, '2025-03-01').map((d) => d.type)).toEqual(['SUPPLY']);
  });

  it.each([
    ['a part group', { group: 'Torsion' }, ['TS-1007']],
    ['a part range', { partFrom: 'TS-1007', partTo: 'WF-1014' }, ['TS-1007', 'WF-1014']],
    ['a production line range', { lineFrom: 'L02', lineTo: 'L05' }, ['TS-1007']],
  ])('filters by %s', async (_n, filters, parts) => {
    const vm = await bed();
    for (const [k, v] of Object.entries(filters)) vm.setFilter(k as 'group', v);
    expect(vm.rows.map((r) => r.record.part__name)).toEqual(parts);
  });

  it('document 3 §5: From greater than To warns, for parts and for production lines', async () => {
    const vm = await bed();
    vm.setFilter('partFrom', 'WF-1014');
    vm.setFilter('partTo', 'CS-1000');
    vm.setFilter('lineFrom', 'L06');
    vm.setFilter('lineTo', 'L01');
    expect(vm.warnings).toEqual([MRP_PART_RANGE_WARNING, MRP_LINE_RANGE_WARNING]);
    expect(vm.rows).toEqual([]);
  });

  it("document 3 §8: 'MRP with no company' is logged", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // Restored also when an expectation fails: unit files share their worker (isolate: false).
    try {
      const vm = await bed({ entities: { euid: '', name: '', key: '', desc: '', category: 'company', children: [], parent: null, depth: 0, max_depth: 3, enabled: true, timezone: 'US/Eastern' } });
      expect(error).toHaveBeenCalledWith(MRP_NO_COMPANY);
      expect(vm.rows).toEqual([]);
    } finally {
      error.mockRestore();
    }
  });

  it("document 3 §8: none found logs 'MRP: no records found' (a message, not an error), and the table is empty", async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vm = await bed(undefined, []);
    expect(info).toHaveBeenCalledWith(MRP_NONE_FOUND);
    expect(MRP_NONE_FOUND).toBe('MRP: no records found');
    expect(error).not.toHaveBeenCalled();
    expect(vm.rows).toEqual([]);
    info.mockRestore();
    error.mockRestore();
  });

  it('records found log no such message', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await bed();
    expect(info).not.toHaveBeenCalledWith(MRP_NONE_FOUND);
    info.mockRestore();
  });

  describe("document 1 §3: the app store keeps the MRP report filters ('MRP report filters')", () => {
    const kept = (company: string) => ({ company, group: 'Torsion', partFrom: '', partTo: '', lineFrom: 'L02', lineTo: '' });
    const openWith = async (keptFor: (companyEuid: string) => ReturnType<typeof kept> | null) => {
      const b = await createTestBed(dashboardMrp, { session: { companyName: 'Scherdel', customer: 'mrp' }, overrides: [[MrpSource, { records: async () => records }]] });
      const company = b.get<SessionStore>(SessionStore).current!.profile.entities.euid;
      b.get<AppStore>(AppStore).update({ mrpFilters: keptFor(company) });
      return { vm: b.get(MrpViewModel), appStore: b.get<AppStore>(AppStore), company };
    };

    it('a filter chosen is written to the app store with the company it belongs to', async () => {
      const { vm, appStore, company } = await openWith(() => null);
      vm.setFilter('group', 'Torsion');
      vm.setFilter('lineFrom', 'L02');
      expect(appStore.value.mrpFilters).toEqual(kept(company));
    });

    it('a fresh tab (navigation state untouched) opens with the kept filters of its company', async () => {
      const { vm, company } = await openWith((euid) => kept(euid));
      await vm.load();
      expect(vm.filters).toEqual(kept(company));
      expect(vm.rows.map((r) => r.record.part__name)).toEqual(['TS-1007']);
    });

    it("another company's kept filters are not read back", async () => {
      const { vm } = await openWith(() => kept('another-company'));
      expect(vm.filters.group).toBe('');
    });
  });
});
