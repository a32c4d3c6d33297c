import { describe, expect, it } from 'vitest';
import { eventQuery } from './event-query';

describe('event query (spec 2.7 Event query)', () => {
  it('limit 999999, newest first, machine key equal to one key, shift date the day', () => {
    const q = eventQuery({ machineKeys: 'M1', time: { day: '2025-03-03' } });
    expect(q.table).toBe('bigbrain_inpevent');
    expect(q.limit).toBe(999_999);
    expect(q.order_by).toEqual([{ timestamp: 'desc' }]);
    expect(q.where).toEqual({ _and: [{ machine_key: { _eq: 'M1' } }, { shift_date: { _eq: '2025-03-03' } }] });
  });

  it('machine keys in a list, shift date within [start, end), upper-cased shift, part, operation, types, planned', () => {
    const q = eventQuery({
      machineKeys: ['M1', 'M2'],
      time: { range: { start: '2025-03-01', end: '2025-04-01' } },
      shift: 'Day',
      part: 'P-1',
      operation: '10',
      types: ['DOWN'],
      planned: false,
    });
    expect(q.where).toEqual({
      _and: [
        { machine_key: { _in: ['M1', 'M2'] } },
        { shift_date: { _gte: '2025-03-01', _lt: '2025-04-01' } },
        { shift_key: { _eq: 'DAY' } },
        { part_name: { _eq: 'P-1' } },
        { operation: { _eq: '10' } },
        { type: { _in: ['DOWN'] } },
        { planned: { _eq: false } },
      ],
    });
  });
});
