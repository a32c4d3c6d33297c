export interface SeedArgs {
  machines: number;
  days: number;
  seed?: number;
  dataDir?: string;
  databaseUrl?: string;
  inputsOnly: boolean;
}

function wholeNumber(name: string, raw: string | undefined, fallback: number | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(n) || n < min || n > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, got '${raw}'`);
  return n;
}

/** Validates the options of `npm run seed`; a bad value is refused before anything is opened or written. */
export function parseSeedArgs(
  values: { machines?: string; days?: string; seed?: string; 'data-dir'?: string; 'database-url'?: string; 'inputs-only'?: boolean },
  defaults: { machines: number; days: number },
): SeedArgs {
  if (values['data-dir'] && values['database-url']) throw new Error('give either --data-dir or --database-url, not both');
  return {
    machines: wholeNumber('machines', values.machines, defaults.machines, 1, 100_000)!,
    days: wholeNumber('days', values.days, defaults.days, 1, 3660)!,
    seed: wholeNumber('seed', values.seed, undefined, 0, 2 ** 32 - 1),
    dataDir: values['data-dir'],
    databaseUrl: values['database-url'],
    inputsOnly: values['inputs-only'] ?? false,
  };
}
