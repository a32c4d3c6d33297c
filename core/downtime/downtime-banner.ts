import { BehaviorSubject, combineLatest, distinctUntilChanged, map, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { Clock } from '../platform';
import type { DowntimeAckStore } from './downtime-ack-store';
import { downtimeText } from './downtime-text';
import { activeDowntime, type ScheduledDowntime } from './scheduled-downtime';
import { serviceToken } from '../platform/service-token';

/** Downtime check interval (document 1 §9). */
const DOWNTIME_CHECK_MS = 1000;

export interface DowntimeNotice {
  pk: ScheduledDowntime['pk'];
  updated_epoch: number;
  text: string;
}

/** The dismissible scheduled-downtime banner (document 1 §4). */
export interface DowntimeBanner {
  /** The notice to show, or null; checked every second. */
  readonly notice$: Observable<DowntimeNotice | null>;
  /** Stores the acknowledgement keyed by pk with the notice's updated_epoch. */
  dismiss(notice: Pick<DowntimeNotice, 'pk' | 'updated_epoch'>): void;
}
export const DowntimeBanner = serviceToken<DowntimeBanner>('core.DowntimeBanner');

export class ScheduledDowntimeBanner implements DowntimeBanner {
  private readonly acks: BehaviorSubject<Record<string, number>>;
  readonly notice$: Observable<DowntimeNotice | null>;

  constructor(
    downtimes$: Observable<readonly ScheduledDowntime[]>,
    timezone$: Observable<string>,
    private readonly ackStore: DowntimeAckStore,
    clock: Clock,
    scheduler: SchedulerLike,
    /** The user's locale for [TIME] (document 1 §4); core cannot read the browser's, so it is given. */
    locale: string,
  ) {
    this.acks = new BehaviorSubject(ackStore.read());
    this.notice$ = combineLatest([timer(0, DOWNTIME_CHECK_MS, scheduler), downtimes$, timezone$, this.acks]).pipe(
      map(([, downtimes, timezone, acks]) => {
        const d = activeDowntime(downtimes, acks, clock.now());
        return d ? { pk: d.pk, updated_epoch: d.updated_epoch, text: downtimeText(d.message, d.time_epoch, timezone, locale) } : null;
      }),
      distinctUntilChanged((a, b) => a === b || (a !== null && b !== null && a.pk === b.pk && a.updated_epoch === b.updated_epoch && a.text === b.text)),
    );
  }

  dismiss(notice: Pick<DowntimeNotice, 'pk' | 'updated_epoch'>): void {
    const acks = { ...this.acks.value, [String(notice.pk)]: notice.updated_epoch };
    this.ackStore.write(acks);
    this.acks.next(acks);
  }
}
