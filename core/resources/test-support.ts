import { z } from 'zod';
import { boundedNumber, setupName } from '../forms';
import { setupResource } from './setup-resource';

/** A resource that exists only in the tests' catalogue: the server routes it and the generic setup screen shows it. */
export const toolResource = setupResource({
  paths: ['tool', 'bigbrain/tool'],
  table: 'bigbrain_tool',
  columns: { id: 'int', name: 'text', life: 'int' },
  key: 'id',
  schema: z.object({ name: setupName('Name'), life: boundedNumber('Life (strokes)', 0, 1e9, { int: true }) }),
  readRoles: ['ADMIN', 'MANAGER'],
  writeRoles: ['ADMIN'],
  ops: ['create', 'update', 'delete'],
  filters: ['name'],
  orderBy: 'name, id',
  labels: { singular: 'Tool', plural: 'Tools' },
  tableColumns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'life', header: 'Life (strokes)', align: 'right', format: 'rate' },
  ],
  formFields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'life', label: 'Life (strokes)', kind: 'number', min: 0 },
  ],
  newRecord: { name: '', life: null },
});
