import { z } from 'zod';
import { METRIC_KEYS, REASON_KINDS } from '../model';
import { booleanLike, ianaTimeZone, numberLike } from './field-schemas';

/**
 * The System Setup records (document 1 §3), validated by the same schemas in the browser forms and
 * the server's resource routes. Messages name the field, never a constraint. Text stops at 80
 * characters on one-line fields (document 3 §9) and never holds a NUL (PostgreSQL refuses it).
 */
export const TEXT_FIELD_MAX = 80;
export const DESCRIPTION_MAX = 500;

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this rejects
const NUL = /\u0000/;

function text(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((v) => !NUL.test(v), `${label} must not contain a NUL character`);
}

/** A required one-line text: trimmed, not empty, at most 80 characters, no NUL. */
export function setupName(label: string, max = TEXT_FIELD_MAX) {
  return text(label, max).refine((v) => v.length > 0, `${label} is required`);
}

/** An optional description ('' when absent). */
export function setupDescription(label = 'Description', max = DESCRIPTION_MAX) {
  return text(label, max).default('');
}

/** A number within bounds, also from form text. */
export function boundedNumber(label: string, min: number, max: number, opts: { int?: boolean; exclusiveMin?: boolean } = {}) {
  let n = z.number();
  if (opts.int) n = n.int(`${label} must be a whole number`);
  n = opts.exclusiveMin ? n.gt(min, `${label} must be greater than ${min}`) : n.min(min, `${label} must be at least ${min}`);
  return numberLike(label).pipe(n.max(max, `${label} must be at most ${max}`));
}

/** A parts-per-minute rate: greater than 0, at most 100000 (a press makes some hundreds a minute). */
export const PPM_MAX = 100_000;
export function ppmRate(label = 'Ideal rate (parts per minute)') {
  return boundedNumber(label, 0, PPM_MAX, { exclusiveMin: true });
}

export function timeZone(label = 'Time zone') {
  return ianaTimeZone(label);
}

/** HH:MM on a 24-hour clock (seconds allowed, as the database reads them back). */
export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;
export function clockTime(label: string) {
  return z.string({ error: `${label} is required` }).regex(CLOCK_TIME, `${label} must be a time as HH:MM`);
}

export const partSchema = z.object({
  name: setupName('Name'),
  desc: setupDescription(),
  ppm: ppmRate(),
  group_name: text('Group', TEXT_FIELD_MAX).default(''),
});
export type PartInput = z.input<typeof partSchema>;

export const operationSchema = z.object({
  part_id: boundedNumber('Part', 1, 2_147_483_647, { int: true }),
  name: setupName('Name'),
  desc: setupDescription(),
  /** Absent: the part's rate applies. */
  ppm: ppmRate('Operation rate (parts per minute)').nullable().default(null),
});

export const reasonSchema = z.object({
  kind: z.enum(REASON_KINDS, { error: `Kind must be one of ${REASON_KINDS.join(', ')}` }),
  name: setupName('Name'),
  desc: setupDescription(),
  planned: booleanLike('Planned').default(false),
});

export const SHIFT_COLOUR = /^#[0-9a-fA-F]{6}$/;
export const shiftSchema = z.object({
  name: setupName('Name', 40),
  color: z
    .string({ error: 'Colour must be text' })
    .trim()
    .regex(SHIFT_COLOUR, 'Colour must be a colour such as #3b82f6')
    .nullable()
    .default(null),
  start_time: clockTime('Start time'),
  end_time: clockTime('End time'),
  position: boundedNumber('Position', 0, 100, { int: true }),
});

export const ENTITY_CATEGORIES = ['SITE', 'AREA', 'MACHINE'] as const;
export const entitySchema = z.object({
  name: setupName('Name'),
  key: setupName('Key', 60).refine((v) => /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(v), 'Key may hold letters, digits, dot, dash and underscore only'),
  desc: setupDescription(),
  category: z.enum(ENTITY_CATEGORIES, { error: 'Category must be SITE, AREA or MACHINE' }),
  parent: setupName('Parent', 64),
  enabled: booleanLike('Enabled').default(true),
  timezone: timeZone().default('US/Eastern'),
});

/** Metric thresholds are percentages for rates but counts for units: 0 up to a billion. */
function threshold(label: string) {
  return boundedNumber(label, 0, 1e9);
}
export const metricSetupSchema = z.object({
    metric_key: z.enum(METRIC_KEYS, { error: 'Unknown metric key' }),
    danger_min: threshold('Danger minimum'),
    caution_min: threshold('Caution minimum'),
    standard_min: threshold('Standard minimum'),
    danger_state: z.enum(['BELOW', 'ABOVE'], { error: 'Danger state must be BELOW or ABOVE' }),
  stacked_bar: booleanLike('Stacked bar').default(false),
});

/** The thresholds go one way: danger <= caution <= standard when low is bad (BELOW), the reverse when high is bad (ABOVE). */
export const metricSetupFormSchema = metricSetupSchema.superRefine((v, ctx) => {
  const below = v.danger_state === 'BELOW';
  const wrong = (a: number, b: number) => (below ? a > b : a < b);
  const word = below ? 'below' : 'above';
  if (wrong(v.danger_min, v.caution_min)) ctx.addIssue({ code: 'custom', path: ['caution_min'], message: `Caution minimum must not be ${word} the danger minimum` });
  if (wrong(v.caution_min, v.standard_min)) ctx.addIssue({ code: 'custom', path: ['standard_min'], message: `Standard minimum must not be ${word} the caution minimum` });
});

/** A metric label override (profile metric_names): 1 to 40 characters. */
export const metricLabelSchema = setupName('Label', 40);
