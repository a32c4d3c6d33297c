import { DateTime } from 'luxon';

/**
 * An instant's time of day in a named zone, 24-hour, with the zone's short name ('23:47 EST'):
 * every time on screen is shown in the Profile's zone (issue 35 point 7), never the browser's.
 */
export function clockTimeInZone(instant: number, zone: string): string {
  const t = DateTime.fromMillis(instant, { zone });
  if (!t.isValid) throw new Error(`Unknown time zone '${zone}'`);
  return `${t.toFormat('HH:mm')} ${t.offsetNameShort ?? zone}`;
}
