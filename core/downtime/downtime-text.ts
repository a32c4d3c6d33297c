import { DateTime } from 'luxon';

const TIME_PLACEHOLDER = '[TIME]';
/** Used when the profile carries no valid time zone (document 3 §9: default US/Eastern). */
const FALLBACK_TIMEZONE = 'US/Eastern';

/** The message with every [TIME] replaced by time_epoch formatted for the locale, in the profile time zone. */
export function downtimeText(message: string, timeEpoch: number, timezone: string | null | undefined, locale: string): string {
  if (!message.includes(TIME_PLACEHOLDER)) return message;
  let at = DateTime.fromMillis(timeEpoch, { zone: timezone || FALLBACK_TIMEZONE });
  if (!at.isValid) at = DateTime.fromMillis(timeEpoch, { zone: FALLBACK_TIMEZONE });
  const formatted = at.setLocale(locale).toLocaleString(DateTime.DATETIME_FULL);
  return message.split(TIME_PLACEHOLDER).join(formatted);
}
