/** Seconds as HH:MM:SS (hours may exceed 24 over a long selection). */
export function formatHms(secs: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(secs) ? secs : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** Seconds as h:mm (hours and minutes, how a manager counts lost time); hours may exceed 24. */
export function formatHoursMinutes(secs: number): string {
  const minutes = Math.round(Math.max(0, Number.isFinite(secs) ? secs : 0) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}
