import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { inventorySchema } from './inventory-form';

const valid = { part_name: 'P-100', desc: 'Bracket', location_key: 'WH1', qty: 12 };
const x = (n: number) => 'x'.repeat(n);

describe('inventory form (spec 2.5)', () => {
  it('accepts a valid item and reads a numeric qty typed as text', () => {
    expect(inventorySchema.parse({ ...valid, qty: '12.5' })).toEqual({ ...valid, qty: 12.5 });
  });

  it.each([
    ['part_name is required', { part_name: '' }, 'part_name', 'Part name is required'],
    ['part_name is required (missing)', { part_name: undefined }, 'part_name', 'Part name is required'],
    ['part_name is max 30', { part_name: x(31) }, 'part_name', 'Part name must be at most 30 characters'],
    ['desc is max 50', { desc: x(51) }, 'desc', 'Description must be at most 50 characters'],
    ['location_key is required', { location_key: '  ' }, 'location_key', 'Location key is required'],
    ['location_key is max 30', { location_key: x(31) }, 'location_key', 'Location key must be at most 30 characters'],
    ['qty is numeric', { qty: '12a' }, 'qty', 'Quantity must be a number'],
    ['qty is numeric (blank between digits)', { qty: '1 2' }, 'qty', 'Quantity must be a number'],
    ['qty is max 30 characters', { qty: '1'.repeat(31) }, 'qty', 'Quantity must be at most 30 characters'],
  ])('%s', (_rule, patch, field, message) => {
    const r = validateForm(inventorySchema, { ...valid, ...patch });
    expect(r).toEqual({ ok: false, errors: { [field]: message } });
  });

  it.each([
    ['part_name', { part_name: x(30) }],
    ['desc', { desc: x(50) }],
    ['location_key', { location_key: x(30) }],
    ['qty', { qty: '1'.repeat(30) }],
  ])('accepts %s at exactly its maximum length', (_f, patch) => {
    expect(validateForm(inventorySchema, { ...valid, ...patch }).ok).toBe(true);
  });

  it.each([
    ['an empty quantity', ''],
    ['a blank quantity', '   '],
    ['a null quantity', null],
    ['a missing quantity', undefined],
  ])('qty is not required (document 2 §5): %s is valid and saves 0, the column default', (_case, qty) => {
    const { qty: _omit, ...rest } = valid;
    const input = qty === undefined ? rest : { ...rest, qty };
    expect(validateForm(inventorySchema, input).ok).toBe(true);
    expect(inventorySchema.parse(input).qty).toBe(0);
  });

  it('desc is optional and defaults to empty', () => {
    const { desc: _omit, ...rest } = valid;
    expect(inventorySchema.parse(rest).desc).toBe('');
  });
});
