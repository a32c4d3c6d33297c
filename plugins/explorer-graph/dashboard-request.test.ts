import { describe, expect, it } from 'vitest';
import { createDefaultNavState, type NavState } from '../../core/navigation';
import { FixedClock } from '../../core/platform';
import { testEntityTree } from '../../workbench/testing';
import { dashboardRequest } from './dashboard-request';

const base = createDefaultNavState(new FixedClock('2025-03-03T18:00:00Z'), 'US/Eastern');
const company = testEntityTree();
const machine = { ...base.entity, euid: 'M1', name: 'Press 1', depth: 3, max_depth: 3, show_children: false };

describe('dashboardRequest', () => {
  it('a single day of a machine, shifts combined: per-shift rows of that day (SUMMARY left out), limit 999999', () => {
    const state: NavState = { ...base, entity: machine, time: { ...base.time, day: '2025-03-02' } };
    const { request, bucketing } = dashboardRequest(state, company);
    expect(bucketing).toBe('shift');
    expect(request).toMatchObject({ table: 'bigbrain_resentity', limit: 999999, order_by: [{ shift_date: 'asc' }] });
    expect(request.where).toEqual({
      _and: [{ _and: [{ shift_date: { _eq: '2025-03-02' } }, { entity: { euid: { _eq: 'M1' } } }] }, { shift_key: { _neq: 'SUMMARY' } }],
    });
  });

  it('a date range with shifts combined is charted per day from the SUMMARY rows', () => {
    const state: NavState = { ...base, entity: machine, time: { range: { start: '2025-03-01', end: '2025-03-31' }, day: null } };
    const { request, bucketing } = dashboardRequest(state, company);
    expect(bucketing).toBe('day');
    expect(request.where).toEqual({
      _and: [{ _and: [{ shift_date: { _gte: '2025-03-01', _lte: '2025-03-31' } }, { entity: { euid: { _eq: 'M1' } } }] }, { shift_key: { _eq: 'SUMMARY' } }],
    });
  });

  it('shift_key equal to the upper-cased shift unless shifts are combined', () => {
    const state: NavState = { ...base, entity: machine, combineShifts: false, shift: 'Night', time: { range: { start: '2025-03-01', end: '2025-03-02' }, day: null } };
    expect(JSON.stringify(dashboardRequest(state, company).request.where)).toContain('{"shift_key":{"_eq":"NIGHT"}}');
  });

  it('a company-level selection filters by the euids of the first-level entities', () => {
    const { request, perEntity } = dashboardRequest({ ...base, time: { ...base.time, day: '2025-03-02' } }, company);
    expect(JSON.stringify(request.where)).toContain('{"entity":{"euid":{"_in":["S1"]}}}');
    expect(perEntity).toBe(true);
  });
});
