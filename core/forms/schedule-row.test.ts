import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { scheduleRowSchema } from './schedule-row';

const valid = { shift_date: '2025-03-03', machine_key: 'M1', part_name: 'P-1', operation: '10', shift_key: 'night', quantity: 480, ppm: 1.5 };

describe('schedule row for bulk ingestion', () => {
  it('accepts a valid row, numbers as text included, with the shift key upper-cased', () => {
    expect(scheduleRowSchema.parse({ ...valid, quantity: '480', ppm: '1.5' })).toEqual({ ...valid, shift_key: 'NIGHT' });
  });

  it.each([
    ['ppm must be greater than 0', { ppm: 0 }, 'ppm', 'Parts per minute must be greater than 0'],
    ['quantity must be 0 or more', { quantity: -5 }, 'quantity', 'Quantity must be 0 or more'],
    ['shift_date is YYYY-MM-DD', { shift_date: '2025-3-3' }, 'shift_date', 'Shift date must be a date as YYYY-MM-DD'],
    ['machine_key is required', { machine_key: undefined }, 'machine_key', 'Machine key is required'],
    ['part_name is required', { part_name: '' }, 'part_name', 'Part name is required'],
  ])('%s', (_rule, patch, field, message) => {
    expect(validateForm(scheduleRowSchema, { ...valid, ...patch })).toEqual({ ok: false, errors: { [field]: message } });
  });
});
