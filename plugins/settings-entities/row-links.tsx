import { Link } from 'react-router';
import type { SetupRow } from '../../workbench/kit/setup-records/record-editor';

/** A link shown on an Entities row before its buttons, to another screen about that entity. */
export interface EntityRowLink {
  /** The rows that show it, e.g. machines only. */
  shownFor(row: SetupRow): boolean;
  to(row: SetupRow): string;
  /** Its accessible name for the row ('Parts, rates and plan of Press 1'); the title is the short form. */
  label(row: SetupRow): string;
  title: string;
  icon: string;
}

/**
 * The extension point for links from an entity's row (issue 32): a screen about a machine adds an
 * entry here and the Entities table shows it on the rows it is for.
 */
export const ENTITY_ROW_LINKS: readonly EntityRowLink[] = [
  {
    // Issue 36: a machine's parts, rates, shifts and plan live on System Setup > Production plan.
    shownFor: (r) => r.category === 'MACHINE',
    to: (r) => `/production-plan?machine=${encodeURIComponent(String(r.key))}`,
    label: (r) => `Parts, rates and plan of ${String(r.name)}`,
    title: 'Parts, rates and plan',
    icon: 'pi pi-calendar',
  },
];

export function EntityRowLinks({ row, links = ENTITY_ROW_LINKS }: { row: SetupRow; links?: readonly EntityRowLink[] }) {
  return links
    .filter((l) => l.shownFor(row))
    .map((l) => (
      <Link key={l.title} className="p-button p-button-text p-button-rounded p-button-icon-only" to={l.to(row)} aria-label={l.label(row)} title={l.title}>
        <i className={l.icon} aria-hidden="true" />
      </Link>
    ));
}
