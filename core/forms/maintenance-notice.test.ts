import { describe, expect, it } from 'vitest';
import { maintenanceNoticeForm } from './maintenance-notice';

describe('maintenance notice form', () => {
  const ok = { message: 'Down for upgrade at [TIME]', start: '2026-12-01T06:00:00Z', end: '2026-12-01T06:30:00Z' };
  it('accepts a message and a window; no company means everyone', () => {
    expect(maintenanceNoticeForm.parse(ok)).toEqual({ ...ok, company_euid: null });
  });
  it.each([
    [{ ...ok, message: ' ' }, 'message', 'Message is required'],
    [{ ...ok, end: ok.start }, 'end', 'End must be after the start'],
    [{ ...ok, start: '2026-12-01 06:00' }, 'start', 'Start must be an ISO date-time with a time zone, e.g. 2025-03-03T06:00:00Z'],
  ])('refuses %o naming the field', (input, field, message) => {
    const r = maintenanceNoticeForm.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: [field], message });
  });
});
