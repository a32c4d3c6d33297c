import { describe, expect, it } from 'vitest';
import { validateForm } from './form-errors';
import { inputEventSchema } from './input-event';

const valid = {
  machine_key: 'M1',
  part_name: 'P-1',
  operation: '10',
  shift_date: '2025-03-03',
  shift_key: 'Day',
  type: 'DOWN',
  erp_trans: 'T-1',
  timestamp: '2025-03-03T07:00:00-05:00',
  quantity: 0,
  reason_name: 'Jam',
  planned: false,
  end: '2025-03-03T07:15:00-05:00',
};

describe('input event for bulk ingestion', () => {
  it('accepts a valid event and stores the shift key in upper case (queries compare upper-cased shift names)', () => {
    expect(inputEventSchema.parse(valid)).toEqual({ ...valid, shift_key: 'DAY' });
  });

  it('reads numbers and booleans written as text, as a CSV file has them', () => {
    const e = inputEventSchema.parse({ ...valid, quantity: '3', planned: 'TRUE' });
    expect(e.quantity).toBe(3);
    expect(e.planned).toBe(true);
  });

  it('type defaults to PROD, planned to false, end is optional', () => {
    const { type: _t, planned: _p, end: _e, ...rest } = valid;
    expect(inputEventSchema.parse(rest)).toMatchObject({ type: 'PROD', planned: false });
  });

  it.each([
    ['machine_key is required', { machine_key: '' }, 'machine_key', 'Machine key is required'],
    ['shift_date is YYYY-MM-DD', { shift_date: '03/03/2025' }, 'shift_date', 'Shift date must be a date as YYYY-MM-DD'],
    ['shift_date must be a real date', { shift_date: '2025-02-30' }, 'shift_date', 'Shift date must be a date as YYYY-MM-DD'],
    ['type is PROD, SCRP, RJCT, RWRK or DOWN', { type: 'IDLE' }, 'type', 'Type must be one of PROD, SCRP, RWRK, RJCT, DOWN'],
    ['timestamp is ISO with a zone', { timestamp: '2025-03-03 07:00' }, 'timestamp', 'Timestamp must be an ISO date-time with a time zone, e.g. 2025-03-03T06:00:00Z'],
    ['quantity is >= 0', { quantity: -1 }, 'quantity', 'Quantity must be 0 or more'],
    ['quantity is numeric', { quantity: 'many' }, 'quantity', 'Quantity must be a number'],
    ['planned is boolean', { planned: 'maybe' }, 'planned', 'Planned must be true or false'],
    ['end is after timestamp', { end: '2025-03-03T07:00:00-05:00' }, 'end', 'End must be after the timestamp'],
    ['end is after timestamp across zones', { end: '2025-03-03T11:59:00Z' }, 'end', 'End must be after the timestamp'],
  ])('%s', (_rule, patch, field, message) => {
    expect(validateForm(inputEventSchema, { ...valid, ...patch })).toEqual({ ok: false, errors: { [field]: message } });
  });
});
