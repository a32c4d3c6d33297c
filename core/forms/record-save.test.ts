import { describe, expect, it } from 'vitest';
import { planRecordSave } from './record-save';

describe('admin record save (spec 2.4, Inventory and Location form)', () => {
  it('an item with an id is updated, with the id in the payload', () => {
    expect(planRecordSave({ id: 7, name: 'A', key: 'K' })).toEqual({ kind: 'update', id: 7, payload: { id: 7, name: 'A', key: 'K' } });
  });

  it.each([[undefined], [null]])('an item without an id (%s) is created and the id is removed from the payload', (id) => {
    const plan = planRecordSave({ id, name: 'A', key: 'K' });
    expect(plan).toEqual({ kind: 'create', payload: { name: 'A', key: 'K' } });
    expect('id' in plan.payload).toBe(false);
  });
});
