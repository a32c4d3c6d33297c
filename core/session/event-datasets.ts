import type { EventType } from '../model';

/** The event analysis datasets and the event type each one reads (document 2 §4). */
export const EVENT_DATASETS = [
  { label: 'Downtime', type: 'DOWN' },
  { label: 'Scrap', type: 'SCRP' },
  { label: 'Reject', type: 'RJCT' },
  { label: 'Rework', type: 'RWRK' },
] as const satisfies ReadonlyArray<{ label: string; type: EventType }>;
export type EventDataset = (typeof EVENT_DATASETS)[number];

/** The slug of a dataset label: lower case, runs of other characters become single dashes. */
export function slugOf(label: string): string {
  return label
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** /graph/event/{slug}, the slug built from the dataset label (document 1 §2). */
export function eventGraphPath(label: string): string {
  const slug = slugOf(label);
  if (slug === '') throw new Error(`An event dataset label is needed to build its route (got ${JSON.stringify(label)}).`);
  return `/graph/event/${slug}`;
}

/** The dataset a /graph/event/{slug} route shows, or undefined for an unknown slug. */
export function eventDatasetOfSlug(slug: string): EventDataset | undefined {
  return EVENT_DATASETS.find((d) => slugOf(d.label) === slug);
}
