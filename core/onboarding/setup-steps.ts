/**
 * What a company holds that makes its first numbers possible (GET /v1/company/setup_status/):
 * counted by the server, turned into the Getting started checklist here.
 */
export interface SetupCounts {
  sites: number;
  areas: number;
  machines: number;
  shifts: number;
  parts: number;
  /** Parts with an ideal rate (ppm above 0): performance needs one. */
  partsWithRate: number;
  events: number;
  /** Whether the engine has computed any result row yet (1) or not (0). */
  results: number;
}

export type SetupStepKey = 'structure' | 'machines' | 'shifts' | 'parts' | 'data' | 'results';

export interface SetupStep {
  key: SetupStepKey;
  title: string;
  done: boolean;
  /** What is there, or what is missing, in words. */
  detail: string;
  /** Where to do it, and the link's words. */
  to: string;
  action: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The first morning of a new plant, in the order the numbers depend on one another: where machines
 * stand, the machines, when they are meant to run, what they make and how fast, what happened, and
 * the results the engine computes from it. Each step says its state and where to go.
 */
export function setupSteps(c: SetupCounts): SetupStep[] {
  return [
    {
      key: 'structure',
      title: 'Sites and areas',
      done: c.sites > 0 && c.areas > 0,
      detail: c.sites > 0 && c.areas > 0 ? `${plural(c.sites, 'site')}, ${plural(c.areas, 'area')}.` : 'Add a site and an area in it: machines are placed in areas.',
      to: '/entities',
      action: 'Open Entities',
    },
    {
      key: 'machines',
      title: 'Machines',
      done: c.machines > 0,
      detail: c.machines > 0 ? `${plural(c.machines, 'machine')}.` : 'Add your machines to an area, each with the key its data arrives under.',
      to: '/entities',
      action: 'Add machines',
    },
    {
      key: 'shifts',
      title: 'Shifts',
      done: c.shifts > 0,
      detail: c.shifts > 0 ? `${plural(c.shifts, 'shift')}: availability counts the time inside them.` : 'Add the shifts your plant runs: time outside every shift is not scheduled.',
      to: '/shifts',
      action: 'Open Shifts',
    },
    {
      key: 'parts',
      title: 'Parts and ideal rates',
      done: c.parts > 0 && c.partsWithRate === c.parts,
      detail:
        c.parts === 0
          ? 'Add the parts your machines make, each with its ideal rate in parts per minute: performance compares with it.'
          : c.partsWithRate < c.parts
            ? `${plural(c.parts - c.partsWithRate, 'part')} of ${plural(c.parts, 'part')} without an ideal rate: their performance cannot be computed.`
            : `${plural(c.parts, 'part')}, each with an ideal rate.`,
      to: '/parts',
      action: 'Open Parts',
    },
    {
      key: 'data',
      title: 'Production data',
      done: c.events > 0,
      detail: c.events > 0 ? `${plural(c.events, 'event')} received.` : 'Import a CSV of production events, or send them to the ingestion API from your machines.',
      to: '/company/data',
      action: 'Import data',
    },
    {
      key: 'results',
      title: 'First results',
      // A planned day alone already yields result rows (all of it down): first results follow data.
      done: c.events > 0 && c.results > 0,
      detail: c.events > 0 && c.results > 0 ? 'Efficiency, availability, performance and quality are computed: open the Data Explorer.' : c.events > 0 ? 'The events are being computed into results; this takes a moment after an import.' : 'Results appear once events have arrived for a machine in a shift.',
      to: '/',
      action: 'Open the Data Explorer',
    },
  ];
}
