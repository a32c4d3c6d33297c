import type { HelpContribution } from '../api/manifest';

/** Help of the shell's own parts (help mode shows it beside them). */
export const SHELL_HELP: readonly HelpContribution[] = [
  { key: 'shell/sidebar', title: 'Sidebar', body: 'Data Explorer picks what you look at; System Setup holds the company settings; User Menu has your profile and Sign Out.' },
  { key: 'shell/breadcrumb', title: 'Selected entity', body: 'The site, area or machine you are looking at. With nothing selected, the whole company.' },
  { key: 'shell/help', title: 'Help mode', body: 'Shows these tips. Press the button again to leave help mode.' },
];
