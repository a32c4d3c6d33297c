import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { locationSchema } from './location-form';

const valid = { name: 'Warehouse 1', desc: 'North side', key: 'WH1' };
const x = (n: number) => 'x'.repeat(n);

describe('location form (spec 2.5)', () => {
  it('accepts a valid location, trimming surrounding spaces', () => {
    expect(locationSchema.parse({ ...valid, key: ' WH1 ' })).toEqual(valid);
  });

  it.each([
    ['name is required', { name: '' }, 'name', 'Name is required'],
    ['name is max 30', { name: x(31) }, 'name', 'Name must be at most 30 characters'],
    ['desc is max 50', { desc: x(51) }, 'desc', 'Description must be at most 50 characters'],
    ['key is required', { key: undefined }, 'key', 'Key is required'],
    ['key is max 30', { key: x(31) }, 'key', 'Key must be at most 30 characters'],
  ])('%s', (_rule, patch, field, message) => {
    expect(validateForm(locationSchema, { ...valid, ...patch })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('reports every invalid field at once, so the form shows them all', () => {
    const r = validateForm(locationSchema, { name: '', key: '' });
    expect(r).toEqual({ ok: false, errors: { name: 'Name is required', key: 'Key is required' } });
  });
});
