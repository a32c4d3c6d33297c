import { operationSchema, partSchema, PPM_MAX, reasonSchema, shiftSchema } from '../forms';
import { REASON_KINDS, type ReasonKind } from '../model';
import { setupResource } from './setup-resource';

export const REASON_KIND_LABELS: Record<ReasonKind, string> = { down: 'Downtime', scrap: 'Scrap', reject: 'Reject', rework: 'Rework' };

/** System Setup > Parts (issue 13). */
export const partResource = setupResource({
  paths: ['part', 'bigbrain/part'],
  table: 'bigbrain_part',
  columns: { id: 'int', name: 'text', desc: 'text', ppm: 'num', group_name: 'text' },
  key: 'id',
  schema: partSchema,
  filters: ['name'],
  orderBy: 'name, id',
  labels: { singular: 'Part', plural: 'Parts' },
  tableColumns: [
    { field: 'name', header: 'Name', sortable: true, nowrap: true },
    { field: 'group_name', header: 'Group', sortable: true, nowrap: true },
    { field: 'ppm', header: 'Ideal rate (ppm)', sortable: true, align: 'right', format: 'rate' },
    { field: 'desc', header: 'Description' },
  ],
  formFields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'group_name', label: 'Group', kind: 'text' },
    { name: 'ppm', label: 'Ideal rate (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any' },
    { name: 'desc', label: 'Description', kind: 'textarea' },
  ],
  newRecord: { name: '', group_name: '', ppm: null, desc: '' },
});

/** A part's operations (OP10, OP20...), shown below the selected part. */
export const operationResource = setupResource({
  paths: ['operation', 'bigbrain/operation'],
  table: 'bigbrain_operation',
  columns: { id: 'int', part_id: 'int', name: 'text', desc: 'text', ppm: 'num' },
  key: 'id',
  schema: operationSchema,
  filters: ['part_id', 'name'],
  orderBy: 'part_id, name, id',
  labels: { singular: 'Operation', plural: 'Operations' },
  tableColumns: [
    { field: 'name', header: 'Name', nowrap: true },
    { field: 'ppm', header: 'Rate (ppm)', align: 'right', format: 'rate' },
    { field: 'desc', header: 'Description' },
  ],
  formFields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'ppm', label: 'Operation rate (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any', hint: "Empty: the part's rate applies." },
    { name: 'desc', label: 'Description', kind: 'textarea' },
  ],
  newRecord: { name: '', ppm: null, desc: '' },
});

/** System Setup > Reasons: down, scrap, reject and rework reasons. */
export const reasonResource = setupResource({
  paths: ['reason', 'bigbrain/reason'],
  table: 'bigbrain_reason',
  columns: { id: 'int', kind: 'text', name: 'text', desc: 'text', planned: 'bool' },
  key: 'id',
  schema: reasonSchema,
  filters: ['kind', 'name'],
  orderBy: 'kind, name, id',
  labels: { singular: 'Reason', plural: 'Reasons' },
  tableColumns: [
    { field: 'name', header: 'Name', sortable: true },
    { field: 'desc', header: 'Description' },
    { field: 'planned', header: 'Planned', format: { yes: 'Planned', no: 'Unplanned' } },
  ],
  formFields: [
    { name: 'kind', label: 'Kind', kind: 'select', options: REASON_KINDS.map((k) => ({ value: k, label: REASON_KIND_LABELS[k] })) },
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'desc', label: 'Description', kind: 'textarea' },
    { name: 'planned', label: 'Planned downtime (a break, a changeover)', kind: 'checkbox', shownWhen: { field: 'kind', equals: 'down' } },
  ],
  newRecord: { kind: 'down', name: '', desc: '', planned: false },
});

export const SHIFT_DEFAULT_COLOUR = '#3b82f6';

/** System Setup > Shifts (Shift Management): names, HH:MM windows, order and colour. */
export const shiftResource = setupResource({
  paths: ['shift', 'bigbrain/shift'],
  table: 'bigbrain_shift',
  columns: { id: 'int', name: 'text', color: 'text', start_time: 'time', end_time: 'time', position: 'int' },
  key: 'id',
  schema: shiftSchema,
  filters: ['name'],
  orderBy: 'position, id',
  labels: { singular: 'Shift', plural: 'Shifts' },
  tableColumns: [
    { field: 'position', header: 'Position', width: '6rem' },
    { field: 'name', header: 'Name' },
    { field: 'start_time', header: 'Start' },
    { field: 'end_time', header: 'End' },
  ],
  formFields: [
    { name: 'name', label: 'Name', kind: 'text' },
    { name: 'start_time', label: 'Start (HH:MM)', kind: 'time' },
    { name: 'end_time', label: 'End (HH:MM)', kind: 'time', hint: 'An end before the start runs past midnight.' },
    { name: 'position', label: 'Position', kind: 'number', min: 0, max: 100, step: 1 },
    { name: 'color', label: 'Colour', kind: 'color' },
  ],
  newRecord: { name: '', start_time: '', end_time: '', color: SHIFT_DEFAULT_COLOUR },
});
