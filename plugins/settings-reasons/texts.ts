import type { Confirmation } from '../../core/errors';
import type { ReasonKind } from '../../core/model';
import { REASON_KIND_LABELS } from '../../core/resources';

export const REASONS_TEXT = {
  title: 'Reasons',
  intro: 'The reasons machines report for downtime, scrap, rejects and rework. Downtime reasons can be planned (breaks, changeovers).',
  newReason: 'New Reason',
  empty: (kind: ReasonKind) => `No ${REASON_KIND_LABELS[kind].toLowerCase()} reasons yet.`,
  notFound: (name: string) => `No reason named ${name}.`,
  remove: (name: string): Confirmation => ({ header: 'Remove Reason', message: `Are you sure you want to remove the reason ${name}?` }),
} as const;
