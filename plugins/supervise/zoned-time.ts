import { DateTime, IANAZone } from 'luxon';
import { DEFAULT_TIMEZONE } from '../../core/session';

/**
 * Every time on Supervise is shown as the maintenance banner shows [TIME] (core/downtime's
 * downtimeText): in the profile's time zone (US/Eastern when it has none, or one luxon does not
 * know), luxon's DATETIME_FULL for the browser's locale, the zone named: "November 26, 2026 at
 * 7:20 PM EST". The Start and End inputs are wall-clock times in that same zone, not the
 * browser's, so a notice typed for 7:20 PM is listed, and announced, for 7:20 PM.
 */
export class ZonedTimes {
  /** The IANA name of the zone the times are in, e.g. US/Eastern. */
  readonly zone: string;

  constructor(
    timezone: string | null | undefined,
    private readonly locale: string,
  ) {
    const wanted = timezone || DEFAULT_TIMEZONE;
    this.zone = IANAZone.isValidZone(wanted) ? wanted : DEFAULT_TIMEZONE;
  }

  /** An instant (epoch milliseconds, or ISO text) in the page's one format. */
  show(at: number | string): string {
    const t = typeof at === 'number' ? DateTime.fromMillis(at) : DateTime.fromISO(at);
    return t.isValid ? t.setZone(this.zone).setLocale(this.locale).toLocaleString(DateTime.DATETIME_FULL) : String(at);
  }

  /** A date-time input's value (YYYY-MM-DDTHH:mm, a wall clock in the zone) as an ISO instant; null when empty or not a time. */
  toInstant(local: string): string | null {
    if (local.trim() === '') return null;
    const t = DateTime.fromISO(local, { zone: this.zone });
    return t.isValid ? t.toUTC().toISO({ suppressMilliseconds: true }) : null;
  }
}
