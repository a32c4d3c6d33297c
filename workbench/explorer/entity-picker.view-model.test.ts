import { describe, expect, it } from 'vitest';
import { NavStore } from '../../core/navigation';
import { EntityPickerViewModel } from './entity-picker.view-model';
import { explorerTestBed } from './explorer-test-bed';

describe('EntityPickerViewModel', () => {
  it('selecting an entity clears the task part and op', () => {
    const bed = explorerTestBed();
    const store = bed.get<NavStore>(NavStore);
    store.setTask({ part: 'P-100', op: '20' });
    bed.get(EntityPickerViewModel).select('M1');
    expect(store.state.entity).toMatchObject({ euid: 'M1', name: 'Press 1', depth: 3 });
    expect(store.state.task).toMatchObject({ part: '', op: '' });
  });

  it('the search flattens matches and sorts them by name', () => {
    const vm = explorerTestBed().get(EntityPickerViewModel);
    vm.setSearch('press');
    expect(vm.matches.map((m) => m.name)).toEqual(['Press 1', 'Press 2', 'Press Shop']);
  });

  it("the 'All' button selects the company; the breadcrumb falls back to the company's name and description", () => {
    const bed = explorerTestBed();
    const vm = bed.get(EntityPickerViewModel);
    expect(vm.selected).toEqual({ euid: 'C1', name: 'Acme', desc: 'Acme Inc.' });
    vm.select('M2');
    expect(vm.selected.name).toBe('Press 2');
    vm.selectAll();
    expect(vm.isCompanyWide).toBe(true);
    expect(bed.get<NavStore>(NavStore).state.entity.euid).toBe('C1');
  });

  it('an unknown entity is refused with a clear error and changes nothing', () => {
    const bed = explorerTestBed();
    const before = bed.get<NavStore>(NavStore).state;
    bed.get(EntityPickerViewModel).select('NOPE');
    expect(bed.get<NavStore>(NavStore).state).toBe(before);
    expect(bed.toasts.shown.at(-1)?.detail).toBe('Entity not found: NOPE');
  });
});
