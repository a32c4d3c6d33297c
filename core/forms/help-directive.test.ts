import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { helpDirectiveSchema } from './help-directive';

describe('help directive (spec 1.5)', () => {
  it.each([
    ['a key alone is valid', { key: 'map-designer/canvas' }, null],
    ['a title and a body are valid', { title: 'Map', body: 'Drag nodes.' }, null],
    ['a key cannot be combined with a title', { key: 'k', title: 'T' }, 'A help key cannot be combined with a title or body'],
    ['a key cannot be combined with a body', { key: 'k', body: 'B' }, 'A help key cannot be combined with a title or body'],
    ['a title requires a body', { title: 'T' }, 'A help title requires a body'],
    ['a body requires a title', { body: 'B' }, 'A help body requires a title'],
    ['needs a key, or both a title and a body', {}, 'A help directive needs a key, or a title and a body'],
  ])('%s', (_rule, value, message) => {
    const r = validateForm(helpDirectiveSchema, value);
    if (message === null) expect(r.ok).toBe(true);
    else expect(r.ok === false && Object.values(r.errors)).toEqual([message]);
  });
});
