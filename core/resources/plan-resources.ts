import { machinePartSchema, plannedScheduleSchema, PPM_MAX } from '../forms';
import { setupResource } from './setup-resource';

/**
 * A machine's parts and their ideal rates (issue 36): per machine and part, in parts per minute as
 * the Parts screen shows them. The rate wins over the part's and its operations' own rates.
 */
export const machinePartResource = setupResource({
  paths: ['machine_part'],
  table: 'bigbrain_machinepart',
  columns: { id: 'int', machine_id: 'int', part_id: 'int', ppm: 'num' },
  key: 'id',
  schema: machinePartSchema,
  filters: ['machine_id', 'part_id'],
  orderBy: 'machine_id, part_id, id',
  labels: { singular: 'Part on this machine', plural: 'Parts and rates' },
  tableColumns: [
    { field: 'part_name', header: 'Part', nowrap: true },
    { field: 'machine_name', header: 'Machine', nowrap: true },
    { field: 'ppm', header: 'Ideal rate (ppm)', align: 'right', format: 'rate' },
  ],
  formFields: [
    { name: 'part_id', label: 'Part', kind: 'select', required: true },
    { name: 'ppm', label: 'Ideal rate on this machine (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any', required: true },
  ],
  newRecord: { part_id: '', ppm: null },
});

/** The production plan (issue 36): schedule rows per machine, day, shift, part and operation. */
export const productionPlanResource = setupResource({
  paths: ['production_plan'],
  table: 'bigbrain_inpschedule',
  columns: { id: 'int', machine_key: 'text', shift_date: 'date', shift_key: 'text', part_name: 'text', operation: 'text', quantity: 'num', ppm: 'num' },
  key: 'id',
  schema: plannedScheduleSchema,
  filters: ['machine_key', 'shift_date', 'shift_key', 'part_name'],
  orderBy: 'shift_date, machine_key, shift_key, part_name, operation, id',
  labels: { singular: 'Planned run', plural: 'Production plan' },
  formFields: [
    { name: 'shift_date', label: 'Day (YYYY-MM-DD)', kind: 'text', required: true },
    { name: 'shift_key', label: 'Shift', kind: 'select', required: true },
    { name: 'part_name', label: 'Part', kind: 'select', required: true },
    { name: 'operation', label: 'Operation', kind: 'text', hint: 'Empty when the part has no operations.' },
    { name: 'quantity', label: 'Planned quantity', kind: 'number', min: 0, step: 1, required: true },
    { name: 'ppm', label: 'Ideal rate (parts per minute)', kind: 'number', min: 0, max: PPM_MAX, step: 'any', hint: "Empty: the machine's rate for this part, else the part's." },
  ],
  newRecord: { shift_date: '', shift_key: '', part_name: '', operation: '', quantity: null, ppm: null },
});
