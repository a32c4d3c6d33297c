/** The screen's texts, in one place. */
export const SWITCHES_TEXT = {
  title: 'Plugins',
  intro: 'Switch features on or off for everyone in your company. Menus change at once.',
  empty: 'No feature of this workbench can be switched on or off for your company yet.',
  savedSummary: 'Saved',
  saved: (title: string, enabled: boolean) => `${title} is now ${enabled ? 'on' : 'off'} for your company.`,
  failedSummary: 'Not saved',
  defaultHint: (enabled: boolean) => `Default: ${enabled ? 'on' : 'off'}`,
  state: (enabled: boolean) => (enabled ? 'On' : 'Off'),
  saving: 'Saving…',
} as const;
