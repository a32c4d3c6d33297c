import { describe, expect, it } from 'vitest';
import { entityResource } from '../../core/resources';
import { editedCategory, entityDialogHeader, entityFormEntry, newEntity } from './entity-form';

const company = { id: 1, euid: 'c1', name: 'Acme', key: 'ACME', category: 'COMPANY', timezone: 'US/Central' };
const site = { id: 2, euid: 's1', name: 'Plant 1', key: 'P1', category: 'SITE', parent: 'c1', timezone: 'US/Central' };
const area = { id: 3, euid: 'a1', name: 'Stamping', key: 'ST', category: 'AREA', parent: 's1', timezone: 'US/Central' };
const rows = [company, site, area];

describe('the Entities form on the generic setup screen (issue 13, issue 32)', () => {
  it('creates a child one level below its parent, in the parent\'s time zone, titled by both', () => {
    const editing = { parent: area };
    expect(editedCategory(editing)).toBe('MACHINE');
    expect(newEntity(editing)).toMatchObject({ category: 'MACHINE', parent: 'a1', timezone: 'US/Central', enabled: true });
    expect(entityDialogHeader(editing, true)).toBe('New machine under Stamping');
    expect(entityDialogHeader({ row: site }, true)).toBe('Edit Plant 1');
    expect(entityDialogHeader({ row: site }, false)).toBe('View Plant 1');
  });

  it("offers as parents only the entities one level up, and explains a machine's key", () => {
    const fields = entityFormEntry(entityResource, 'MACHINE', rows, [{ value: 'UTC', label: 'UTC' }]).formFields ?? [];
    expect(fields.find((f) => f.name === 'parent')?.options).toEqual([{ value: 'a1', label: 'Stamping (ST)' }]);
    expect(fields.find((f) => f.name === 'timezone')?.options).toEqual([{ value: 'UTC', label: 'UTC' }]);
    expect(fields.find((f) => f.name === 'key')?.hint).toBe('The machine_key its events carry.');
    const areaFields = entityFormEntry(entityResource, 'AREA', rows, []).formFields ?? [];
    expect(areaFields.find((f) => f.name === 'parent')?.options).toEqual([{ value: 's1', label: 'Plant 1 (P1)' }]);
    expect(areaFields.find((f) => f.name === 'key')?.hint).toBeUndefined();
  });
});
