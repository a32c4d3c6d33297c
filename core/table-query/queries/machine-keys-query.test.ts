import { describe, expect, it } from 'vitest';
import { machineKeysQuery } from './machine-keys-query';

describe('machine-keys query (spec 2.7)', () => {
  it('limit 99999, distinct on entity_id, filtered by range and a non-empty key', () => {
    expect(machineKeysQuery({ range: { start: '2025-03-01', end: '2025-03-31' } })).toEqual({
      table: 'bigbrain_resentity',
      fields: ['entity_id', 'entity.key', 'entity.name'],
      where: { _and: [{ shift_date: { _gte: '2025-03-01', _lte: '2025-03-31' } }, { entity: { key: { _is_null: false, _neq: '' } } }] },
      order_by: [{ entity_id: 'asc' }],
      distinct_on: ['entity_id'],
      limit: 99_999,
    });
  });
});
