import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { explorerTestBed } from './explorer-test-bed';
import { MetricManagementViewModel } from './metric-management.view-model';

function setup() {
  const bed = explorerTestBed();
  return { bed, vm: bed.get(MetricManagementViewModel), store: bed.get<NavStore>(NavStore) };
}

describe('MetricManagementViewModel', () => {
  it('moves metrics between the available and the active list, in the chosen place', () => {
    const { vm } = setup();
    vm.deactivate('SCRAP');
    expect(vm.available).toEqual(['SCRAP']);
    vm.activate('SCRAP', 0);
    expect(vm.active[0]).toBe('SCRAP');
    expect(vm.available).toEqual([]);
  });

  it('keyboard move buttons reorder the active list', () => {
    const { vm } = setup();
    vm.moveDown('EFFICIENCY');
    expect(vm.active.slice(0, 2)).toEqual(['PERFORMANCE', 'EFFICIENCY']);
    vm.moveUp('EFFICIENCY');
    expect(vm.active.slice(0, 2)).toEqual(['EFFICIENCY', 'PERFORMANCE']);
  });

  it('the active metric falls back to the first in the layout when it is hidden', () => {
    const { vm, store } = setup();
    vm.deactivate('EFFICIENCY');
    expect(store.state.metric).toBe('PERFORMANCE');
  });

  it('report, gauge and check are mutually exclusive per metric', () => {
    const { vm } = setup();
    vm.setDisplayMode('QUALITY', 'gauge');
    expect(vm.displayMode('QUALITY')).toBe('gauge');
    vm.setDisplayMode('QUALITY', 'check');
    const mode = vm.layout.display_modes.QUALITY!;
    expect([mode.report, mode.gauge, mode.check]).toEqual([false, false, true]);
  });

  it.each([
    [{ red: -1 }],
    [{ yellow: 100.5 }],
    [{ checkThreshold: Number.NaN }],
  ])('thresholds must lie between 0 and 100: %j is refused whole', (input) => {
    const { vm, store, bed } = setup();
    vm.setDisplayMode('QUALITY', 'report');
    const before = store.state;
    expect(vm.saveThresholds('QUALITY', { red: 50, ...input })).toBe(false);
    expect(store.state).toBe(before);
    expect(bed.toasts.shown.at(-1)?.detail).toMatch(/between 0 and 100/);
  });

  it('valid thresholds are stored and the settings dialog closes', () => {
    const { vm } = setup();
    vm.openSettings('QUALITY');
    expect(vm.saveThresholds('QUALITY', { red: 60, yellow: 85, checkThreshold: 0 })).toBe(true);
    expect(vm.layout.display_modes.QUALITY).toMatchObject({ red: 60, yellow: 85, checkThreshold: 0 });
    expect(vm.settingsFor).toBeNull();
  });
});
