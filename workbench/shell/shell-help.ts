import type { HelpContribution } from '../api/manifest';

/** Help of the shell's own parts (help mode shows it beside them). */
export const SHELL_HELP: readonly HelpContribution[] = [
  { key: 'shell/sidebar', title: 'Sidebar', body: 'Data Explorer picks what you look at; System Setup holds the company settings; User Menu has your profile and Sign Out.' },
  { key: 'shell/breadcrumb', title: 'Selected entity', body: 'The site, area or machine you are looking at. With nothing selected, the whole company.' },
  { key: 'shell/regen', title: 'Data regen in progress', body: 'The server is recomputing results (after a setup change or new data); the number is the rows still queued. Figures on screen may change until it goes away.' },
  { key: 'shell/help', title: 'Help mode', body: 'Shows these tips. Press the button again to leave help mode.' },
];

/**
 * The help content blocks help-key-1 to help-key-12 (document 1 §2): the workbench's topics, listed
 * in the help dialog in this order. The specification names the keys, not their texts.
 */
export const HELP_TOPICS: readonly HelpContribution[] = [
  { key: 'help-key-1', title: 'Getting around', body: 'The sidebar has three tabs: Data Explorer (what you look at), System Setup (how your plant is described) and User Menu (your profile and Sign Out). Collapse it with the button at the top left.' },
  { key: 'help-key-2', title: 'Display modes', body: 'Graph shows metrics as charts, Map shows them on your floor maps, Report lists transactions, schedules, inventory and locations. Model (3D) is coming Q2 2025.' },
  { key: 'help-key-3', title: 'Choosing an entity', body: 'Open the entity tree or search by name, key or description. All shows the whole company. The breadcrumb at the top says what is selected.' },
  { key: 'help-key-4', title: 'Timeframe', body: 'Single Day or a Date Range (graph only). Keep Current follows today; the current shift is recalculated every 2 minutes. An automatic range can follow the last days, weeks or months.' },
  { key: 'help-key-5', title: 'Shifts', body: 'Combine Shifts shows whole days; switch it off to pick one shift. Shift times are set in System Setup > Shifts; a warning says so when they are missing.' },
  { key: 'help-key-6', title: 'Visible metrics', body: 'Pick which metrics show and in which order; in Map mode each metric can show as a report, a gauge or a check against a threshold (red 70, yellow 90 by default).' },
  { key: 'help-key-7', title: 'Presets', body: 'Save a view as a preset, Save As to copy it, Open to switch. An asterisk marks unsaved changes; Ctrl+Z and Ctrl+Y undo and redo, Ctrl+S saves. Only admins change the default and public flags.' },
  { key: 'help-key-8', title: 'How the metrics are computed', body: 'Efficiency = availability x performance x quality. Availability is running time over available time, performance is ideal time of what was made over running time, quality is good units over units made. Roll-ups add seconds and counts.' },
  { key: 'help-key-9', title: 'System Setup', body: 'Entities (sites, areas, machines), Metric Setup (thresholds and labels), Parts (ideal rates), Shifts, Reasons, Locations and the Map Designer. Admins and managers change them; other users read them.' },
  { key: 'help-key-10', title: 'Recomputing results', body: 'A change of shift times, a part rate, a machine\'s time zone or position recomputes the results it affects. Screens say "Data regen in progress" until it is done.' },
  { key: 'help-key-11', title: 'Sending production data', body: 'Machines and ERP systems send events and schedules to /v1/ingest (JSON or CSV). A machine\'s key in System Setup > Entities is the machine_key its events carry.' },
  { key: 'help-key-12', title: 'Notices and demo', body: 'Planned maintenance shows as a banner you can dismiss. The demo account can look at everything but cannot save: its save buttons say "Disabled for demo".' },
];
