import type { Confirmation } from '../../core/errors';

export const SHIFTS_TEXT = {
  title: 'Shift Management',
  intro: 'The shifts of your company: names, start and end as HH:MM (an end before the start runs overnight), their order and colour. A change recomputes the results.',
  newShift: 'New Shift',
  empty: 'No shifts yet: add the shift times your plant works, e.g. Day 07:00 to 15:00.',
  timeZone: (zone: string) => `Shift times are read on each machine's clock (its time zone is set in Entities). Your profile time zone: ${zone}.`,
  overnight: 'overnight',
  remove: (name: string): Confirmation => ({ header: 'Remove Shift', message: `Are you sure you want to remove the shift ${name}? Its results are recomputed.` }),
} as const;
