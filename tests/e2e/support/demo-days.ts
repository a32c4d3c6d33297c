import { DateTime } from 'luxon';

/** The demo plant's time zone. */
export const DEMO_ZONE = 'America/New_York';

/**
 * The week ending two days ago in the plant's zone (YYYY-MM-DD): every day of it has ended, so the
 * seeded history holds its production whatever the hour a test runs at.
 */
export function pastWeek(): { from: string; to: string } {
  const today = DateTime.now().setZone(DEMO_ZONE);
  return { from: today.minus({ days: 8 }).toISODate()!, to: today.minus({ days: 2 }).toISODate()! };
}

/**
 * A working day at least `daysBack` days before `from` (YYYY-MM-DD, default today) in the demo
 * plant: some demo machines (Press 01 among them) stand on Saturdays and Sundays, so a test that
 * needs production on a day must not land on a weekend whatever the calendar says today.
 */
export function pastWorkday(daysBack: number, from?: string): string {
  const start = from ? DateTime.fromISO(from, { zone: DEMO_ZONE }) : DateTime.now().setZone(DEMO_ZONE);
  let day = start.startOf('day').minus({ days: daysBack });
  while (day.weekday >= 6) day = day.minus({ days: 1 });
  return day.toISODate()!;
}
