import { z } from 'zod';
import { entitySchema, ianaTimeZone, inventorySchema, locationSchema, metricSetupSchema, optionalText } from '../forms';
import { ROLES } from '../model';
import { setupResource } from './setup-resource';

/** Entities below the company: sites, areas and machines. */
export const entityResource = setupResource({
  paths: ['entity', 'bigbrain/entity'],
  table: 'bigbrain_entity',
  columns: { id: 'int', euid: 'text', name: 'text', key: 'text', desc: 'text', category: 'text', depth: 'int', enabled: 'bool', timezone: 'text' },
  key: 'euid',
  schema: entitySchema,
  filters: ['category', 'key', 'depth'],
  orderBy: 'depth, name, id',
  labels: { singular: 'Entity', plural: 'Entities' },
  tableColumns: [
    { field: 'name', header: 'Name' },
    { field: 'key', header: 'Key', nowrap: true },
    { field: 'category', header: 'Category', nowrap: true, wideOnly: true },
    { field: 'desc', header: 'Description' },
    { field: 'timezone', header: 'Time zone', nowrap: true, wideOnly: true },
  ],
  // The parent's and the time zone's choices are the company's entities and the browser's zones: the screen fills them.
  formFields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'key', label: 'Key', kind: 'text' },
    { name: 'desc', label: 'Description', kind: 'textarea' },
    { name: 'parent', label: 'Parent', kind: 'select', hint: 'Choose another parent to move it.' },
    { name: 'timezone', label: 'Time zone', kind: 'select' },
    { name: 'enabled', label: 'Enabled', kind: 'checkbox' },
  ],
});

/** Location Data (document 2 §2, §5): the form's fields and their rules. */
export const locationResource = setupResource({
  paths: ['location', 'bigbrain/location'],
  table: 'bigbrain_inplocation',
  columns: { id: 'int', name: 'text', desc: 'text', key: 'text' },
  key: 'id',
  schema: locationSchema.omit({ id: true }),
  filters: ['key', 'name'],
  orderBy: 'key, id',
  labels: { singular: 'Location', plural: 'Location Data' },
  formFields: [
    { name: 'name', label: 'Name', kind: 'text', required: true },
    { name: 'desc', label: 'Description', kind: 'text' },
    { name: 'key', label: 'Key', kind: 'text', required: true },
  ],
});

/** Inventory Data (document 2 §2, §5): qty is not required. */
export const inventoryResource = setupResource({
  paths: ['inventory', 'bigbrain/inventory'],
  table: 'bigbrain_inpinventory',
  columns: { id: 'int', part_name: 'text', desc: 'text', location_key: 'text', qty: 'num' },
  key: 'id',
  schema: inventorySchema.omit({ id: true }),
  filters: ['location_key', 'part_name'],
  orderBy: 'location_key, part_name, id',
  labels: { singular: 'Inventory', plural: 'Inventory Data' },
  formFields: [
    { name: 'part_name', label: 'Part name', kind: 'text', required: true },
    { name: 'desc', label: 'Description', kind: 'text' },
    { name: 'location_key', label: 'Location key', kind: 'text', required: true },
    { name: 'qty', label: 'Quantity', kind: 'text', inputMode: 'decimal' },
  ],
});

/** GET /v1/metric_setup/ answers {results: [...]} of these records (document 1 §7). */
export const metricSetupResource = setupResource({
  paths: ['metric_setup'],
  table: 'bigbrain_metricsetup',
  columns: { id: 'int', metric_key: 'text', danger_min: 'num', caution_min: 'num', standard_min: 'num', danger_state: 'text', stacked_bar: 'bool' },
  key: 'id',
  schema: metricSetupSchema,
  filters: ['metric_key'],
  orderBy: 'id',
  labels: { singular: 'Metric setup', plural: 'Metrics' },
  // One row per metric key; the label is the company's name for it (PUT /v1/metric_name/), edited with its setup.
  tableColumns: [
    { field: 'label', header: 'Label' },
    { field: 'metric_key', header: 'Metric key', wideOnly: true },
    { field: 'danger_state', header: 'Danger state' },
    { field: 'danger_min', header: 'Danger min', align: 'right', format: 'amount' },
    { field: 'caution_min', header: 'Caution min', align: 'right', format: 'amount' },
    { field: 'standard_min', header: 'Standard min', align: 'right', format: 'amount' },
    { field: 'stacked_bar', header: 'Stacked bar', format: { yes: 'Yes', no: 'No' } },
  ],
  formFields: [
    { name: 'label', label: 'Label', kind: 'text', hint: 'Shown for this metric on every screen.' },
    { name: 'danger_state', label: 'Danger state', kind: 'select', options: [{ value: 'BELOW', label: 'BELOW: low values are bad' }, { value: 'ABOVE', label: 'ABOVE: high values are bad' }] },
    { name: 'danger_min', label: 'Danger minimum', kind: 'number', min: 0, step: 'any' },
    { name: 'caution_min', label: 'Caution minimum', kind: 'number', min: 0, step: 'any' },
    { name: 'standard_min', label: 'Standard minimum', kind: 'number', min: 0, step: 'any' },
    { name: 'stacked_bar', label: 'Stacked bar', kind: 'checkbox' },
  ],
});

/** The company's users, for admins: names, role and status; accounts are created by sign-up. */
export const userResource = setupResource({
  paths: ['user'],
  table: 'core_user',
  columns: { id: 'int', euid: 'text', email: 'text', first_name: 'text', last_name: 'text', job_title: 'text', phone_number: 'text', role: 'text', status: 'text', timezone: 'text' },
  key: 'euid',
  schema: z.object({
    first_name: optionalText('First name', 80),
    last_name: optionalText('Last name', 80),
    job_title: optionalText('Job title', 80),
    phone_number: optionalText('Phone number', 40),
    role: z.enum(ROLES, { error: 'Role must be ADMIN, MANAGER or USER' }),
    status: z.enum(['ACTIVE', 'INACTIVE'], { error: 'Status must be ACTIVE or INACTIVE' }),
    timezone: ianaTimeZone('Time zone'),
  }),
  readRoles: ['ADMIN'],
  writeRoles: ['ADMIN'],
  ops: ['update', 'bulk'],
  filters: ['role', 'status', 'email'],
  orderBy: 'email',
});
