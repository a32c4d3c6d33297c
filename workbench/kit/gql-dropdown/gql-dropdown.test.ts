import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NO_VALUE_FIELD } from '../../../core/errors';
import { dropdownQuery, dropdownWhere, LOAD_MORE_LABEL, LOADING_CLEAR_MS } from './gql-dropdown-query';
import { GqlDropdownViewModel, type DropdownFetch } from './gql-dropdown.view-model';

const ROWS = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, name: `Reason ${String(i + 1).padStart(2, '0')}` }));

function recordingFetch() {
  const calls: Array<{ where: unknown; limit: number }> = [];
  const fetch: DropdownFetch = (where, limit) => {
    calls.push({ where, limit });
    return Promise.resolve({ rows: ROWS.slice(0, limit), count: ROWS.length });
  };
  return { calls, fetch };
}

const flush = () => new Promise((r) => setTimeout(r, 0));

describe('GraphQL dropdown (document 3 §4, §5, §7, §8, §9)', () => {
  it('document 3 §5/§7: LIKE searches contains, case-insensitive (_ilike %text%); EQUALS uses _eq; both inside _and with the base filter', () => {
    expect(dropdownWhere('name', 'Burr', 'LIKE')).toEqual({ name: { _ilike: '%Burr%' } });
    expect(dropdownWhere('name', ' Burr ', 'EQUALS', { kind: { _eq: 'scrap' } })).toEqual({ _and: [{ kind: { _eq: 'scrap' } }, { name: { _eq: 'Burr' } }] });
    expect(dropdownWhere('name', '50%_off', 'LIKE')).toEqual({ name: { _ilike: '%50\\%\\_off%' } });
    expect(dropdownWhere('name', '  ', 'LIKE')).toEqual({});
    expect(dropdownQuery('bigbrain_reason', ['id', 'name', 'name'], 'name')).toContain('total: bigbrain_reason_aggregate(where: $where) { aggregate { count } }');
  });

  it('document 3 §4: options load when the dropdown opens', async () => {
    const { calls, fetch } = recordingFetch();
    const vm = new GqlDropdownViewModel(fetch, { valueField: 'id', labelField: 'name' });
    expect(calls).toEqual([]);
    await vm.open();
    expect(calls).toEqual([{ where: {}, limit: 10 }]);
    expect(vm.options).toHaveLength(10);
  });

  it('document 3 §9: the search runs 500 ms after the last keystroke', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { calls, fetch } = recordingFetch();
    const vm = new GqlDropdownViewModel(fetch, { valueField: 'id', labelField: 'name', scheduler });
    vm.setSearch('R');
    vm.setSearch('Re');
    scheduler.maxFrames = 499;
    scheduler.flush();
    expect(calls).toEqual([]);
    scheduler.maxFrames = 500;
    scheduler.flush();
    await flush();
    expect(calls).toEqual([{ where: { name: { _ilike: '%Re%' } }, limit: 10 }]);
    vm.toggleMode();
    scheduler.maxFrames = 1000;
    scheduler.flush();
    await flush();
    expect(calls[1]).toEqual({ where: { name: { _eq: 'Re' } }, limit: 10 });
  });

  it('document 3 §9: the loading state clears after 1 s, and not before the answer is in', async () => {
    const scheduler = new VirtualTimeScheduler(undefined, 0);
    const { fetch } = recordingFetch();
    const vm = new GqlDropdownViewModel(fetch, { valueField: 'id', labelField: 'name', scheduler });
    await vm.open(); // answered at once, at virtual time 0
    expect([vm.options.length, vm.loading]).toEqual([10, true]);
    scheduler.maxFrames = LOADING_CLEAR_MS - 1;
    scheduler.flush();
    expect(vm.loading).toBe(true);
    scheduler.maxFrames = LOADING_CLEAR_MS;
    scheduler.flush();
    expect(vm.loading).toBe(false);

    // An answer later than 1 s clears it when it arrives: a pending query never reads as 'No options'.
    const later = new VirtualTimeScheduler(undefined, 0);
    let answer: () => void = () => undefined;
    const slow = new GqlDropdownViewModel(() => new Promise((r) => (answer = () => r({ rows: [], count: 0 }))), { valueField: 'id', labelField: 'name', scheduler: later });
    const opened = slow.open();
    later.schedule(() => undefined, 1.5 * LOADING_CLEAR_MS); // virtual time only moves with work to do
    later.maxFrames = 1.5 * LOADING_CLEAR_MS;
    later.flush();
    expect(slow.loading).toBe(true);
    answer();
    await opened;
    expect(slow.loading).toBe(false);
  });

  it("document 3 §9: 'Click to Load More Options...' adds 10 rows while the count exceeds the limit", async () => {
    const { calls, fetch } = recordingFetch();
    const vm = new GqlDropdownViewModel(fetch, { valueField: 'id', labelField: 'name' });
    await vm.open();
    expect(LOAD_MORE_LABEL).toBe('Click to Load More Options...');
    expect(vm.hasMore).toBe(true);
    await vm.loadMore();
    await vm.loadMore();
    expect(calls.map((c) => c.limit)).toEqual([10, 20, 30]);
    expect(vm.hasMore).toBe(false); // 25 rows, limit 30
    await vm.loadMore();
    expect(calls).toHaveLength(3);
  });

  it("document 3 §8: a dropdown without a value field logs 'No valueField defined for GQLDropdown'", () => {
    const logged: string[] = [];
    new GqlDropdownViewModel(recordingFetch().fetch, { labelField: 'name', logger: { error: (m: string) => logged.push(m) } });
    expect(logged).toEqual([NO_VALUE_FIELD]);
    expect(NO_VALUE_FIELD).toBe('No valueField defined for GQLDropdown');
  });
});
