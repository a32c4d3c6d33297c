/** Seconds as HH:MM:SS (hours may exceed 24 over a long selection). */
export function formatHms(secs: number): string {
  const s = Math.max(0, Math.round(Number.isFinite(secs) ? secs : 0));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}
