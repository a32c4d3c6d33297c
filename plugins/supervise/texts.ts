import { TOAST_LIFE, type Confirmation, type Toast } from '../../core/errors';

/** The maintenance notices' texts, in one place. */
export const NOTICES_TEXT = {
  title: 'Maintenance notices',
  empty: 'No maintenance notices scheduled.',
  loading: 'Loading...',
  everyone: 'Everyone',
  columns: { audience: 'For', message: 'Message', when: 'When', actions: 'Actions' },
  formTitle: 'Schedule a notice',
  message: 'Message',
  messageHint: 'Write [TIME] where the start time should appear; the banner fills it in.',
  start: (zone: string) => `Start (${zone})`,
  end: (zone: string) => `End (${zone})`,
  audience: 'For',
  zoneHint: (zone: string) => `Start and End are ${zone} times, the time zone of your profile; the banner and this list show them in it too.`,
  startRequired: 'Start is required',
  endRequired: 'End is required',
  notATime: (label: string) => `${label} must be a date and time`,
  submit: 'Schedule notice',
  saving: 'Scheduling…',
  remove: 'Remove',
  removeLabel: (audience: string, text: string) => `Remove the notice for ${audience}: ${text}`,
  removeConfirmation: (text: string): Confirmation => ({ header: 'Remove Notice', message: `Are you sure you want to remove the notice "${text}"?` }),
  scheduled: (audience: string, from: string): Toast => ({
    severity: 'success',
    summary: 'Notice scheduled',
    detail: `${audience} will see it from ${from}.`,
    life: TOAST_LIFE.success,
  }),
} as const;
