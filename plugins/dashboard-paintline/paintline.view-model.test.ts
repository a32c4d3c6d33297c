import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { createTestBed } from '../../workbench/testing';
import { dashboardPaintline } from './manifest';
import { PaintlineSource, type ProgramEventRow } from './paintline-source';
import { PaintlineViewModel } from './paintline.view-model';

const p1 = { euid: 'P1', name: '4410', desc: 'Front fascia' };
const p2 = { euid: 'P2', name: '5510', desc: 'Rocker panel' };
const ev = (date: string, type: ProgramEventRow['type'], quantity: number, program = p1, line = 'PL4'): ProgramEventRow => ({
  machine_key: line, shift_date: date, shift_key: 'DAY', type, quantity, timestamp: `${date}T12:00:00Z`, reason_name: null, program,
});

async function bed(events: ProgramEventRow[]) {
  const asked: Array<readonly string[]> = [];
  const src = { events: async (_r: unknown, lines: readonly string[]) => (asked.push(lines), events) };
  const b = await createTestBed(dashboardPaintline, { session: { companyName: 'Inoac Exterior' }, overrides: [[PaintlineSource, src]] });
  const vm = b.get(PaintlineViewModel);
  await vm.load();
  return { vm, store: b.get<NavStore>(NavStore), asked };
}

describe('PaintlineViewModel (document 3 §4, §9)', () => {
  it('per day, in date order: assembly, polish and fallout percentages and the estimated yield', async () => {
    const { vm } = await bed([ev('2025-03-04', 'PROD', 80), ev('2025-03-03', 'PROD', 70), ev('2025-03-03', 'RJCT', 20), ev('2025-03-03', 'SCRP', 5), ev('2025-03-03', 'RWRK', 5)]);
    expect(vm.days.map((d) => d.date)).toEqual(['2025-03-03', '2025-03-04']);
    const d = vm.days[0]!;
    expect([d.assembly, d.polish, d.fallout]).toEqual([70, 20, 10]);
    expect(d.estimatedYield).toBeCloseTo(70 + 0.9 * 20, 9);
  });

  it('document 3 §4: both lines off switches the other on; changing lines clears the programs and reloads', async () => {
    const { vm, store, asked } = await bed([ev('2025-03-03', 'PROD', 1), ev('2025-03-03', 'PROD', 1, p2, 'PL5')]);
    vm.toggleProgram('P1');
    expect(store.state.custom.ino.selectedPrograms).toEqual(['P1']);
    vm.setLine(4, false);
    expect(store.state.custom.ino).toEqual({ paintLine4: false, paintLine5: true, selectedPrograms: [] });
    vm.setLine(5, false);
    expect(store.state.custom.ino).toEqual({ paintLine4: true, paintLine5: false, selectedPrograms: [] });
    await new Promise((r) => setTimeout(r, 0));
    expect(asked.at(-1)).toEqual(['PL4']);
  });

  it('selecting all programs clears the selection; only visible programs count', async () => {
    const { vm, store } = await bed([ev('2025-03-03', 'PROD', 10), ev('2025-03-03', 'PROD', 30, p2)]);
    vm.toggleProgram('P2');
    expect(vm.days[0]!.PROD).toBe(30);
    vm.selectAll();
    expect(store.state.custom.ino.selectedPrograms).toEqual([]);
    expect(vm.days[0]!.PROD).toBe(40);
  });
});
