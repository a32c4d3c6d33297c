export interface RegenArgs {
  company?: string;
  from?: string;
  to?: string;
}

const USAGE = 'usage: npm run regen -- [--company EUID] [--from YYYY-MM-DD] [--to YYYY-MM-DD]';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Parses the regen command's arguments; anything unknown or malformed is an error with the usage line. */
export function parseRegenArgs(argv: readonly string[]): RegenArgs {
  const out: RegenArgs = {};
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${flag} needs a value\n${USAGE}`);
    if (flag === '--company') out.company = value;
    else if (flag === '--from' || flag === '--to') {
      if (!DATE.test(value)) throw new Error(`${flag} must be a date written YYYY-MM-DD, got '${value}'\n${USAGE}`);
      out[flag === '--from' ? 'from' : 'to'] = value;
    } else throw new Error(`unknown argument '${flag}'\n${USAGE}`);
  }
  if (out.from && out.to && out.from > out.to) throw new Error(`--from ${out.from} is after --to ${out.to}`);
  return out;
}
