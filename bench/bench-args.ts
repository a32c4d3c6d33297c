export interface BenchArgs {
  machines?: number;
  days?: number;
  /** How long a bench that runs for a set time runs (the connectors bench: default 120). */
  seconds?: number;
  /** Run only bench files whose name contains this. */
  only?: string;
  databaseUrl?: string;
  /** `--database postgres`: a throw-away PostgreSQL server from Debian's packages, started for the run. */
  startPostgres?: boolean;
}

/**
 * `npm run bench -- [--machines N] [--days D] [--seconds S] [--only NAME] [--database embedded|postgres]`; DATABASE_URL
 * picks a PostgreSQL server of your own.
 */
export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchArgs {
  const out: BenchArgs = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--machines' || flag === '--days' || flag === '--seconds') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number of at least 1, got '${value}'`);
      out[flag === '--machines' ? 'machines' : flag === '--days' ? 'days' : 'seconds'] = n;
    } else if (flag === '--only') out.only = value;
    else if (flag === '--database') {
      if (value !== 'embedded' && value !== 'postgres') throw new Error(`--database must be embedded or postgres, got '${value}'`);
      out.startPostgres = value === 'postgres';
    } else throw new Error(`unknown argument '${flag}' (use --machines N, --days D, --seconds S, --only NAME, --database embedded|postgres)`);
  }
  if (env.DATABASE_URL) out.databaseUrl = env.DATABASE_URL;
  if (out.startPostgres && out.databaseUrl) throw new Error('--database postgres starts its own server; unset DATABASE_URL or drop the flag');
  return out;
}
