/** Thrown when a shift list cannot be laid out on the calendar; nothing is computed from it. */
export class ShiftConfigurationError extends Error {
  override readonly name = 'ShiftConfigurationError';
}

// 'HH:MM' as the profile carries it; 'HH:MM:SS' as a PostgreSQL time column prints it.
const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

export interface TimeOfDay {
  hour: number;
  minute: number;
  second: number;
}

/** A shift time is missing when empty or absent; the shift screen then warns instead of failing. */
export function isMissingShiftTime(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

export function parseShiftTime(value: string, what: string): TimeOfDay {
  const match = TIME_OF_DAY.exec(value);
  if (!match) {
    throw new ShiftConfigurationError(`The ${what} must be a time of day written HH:MM, got ${JSON.stringify(value)}`);
  }
  return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
}

export function secondsOfDay(t: TimeOfDay): number {
  return t.hour * 3600 + t.minute * 60 + t.second;
}
