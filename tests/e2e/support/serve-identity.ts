// Child-process entry of the identity end-to-end tests: embedded database in DATA_DIR, seeded accounts,
// the identity test app on 127.0.0.1:PORT. Prints READY when listening; log lines go to stdout.
import { loadConfig } from '../../../server/config';
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/open-database';
import { seedIdentityFixtures } from './identity-fixtures';
import { buildIdentityTestApp } from './identity-test-app';

const config = loadConfig({ ...process.env, PUBLIC_URL: `http://127.0.0.1:${process.env.PORT}` });
const log = {
  info: (m: string) => console.log(`INFO ${m}`),
  warn: (m: string) => console.log(`WARN ${m}`),
  error: (m: string) => console.log(`ERROR ${m}`),
};
const db = await openDatabase({ dataDir: config.dataDir });
await migrate(db);
await seedIdentityFixtures(db);
const app = await buildIdentityTestApp(db, config, log);
await app.listen({ host: '127.0.0.1', port: config.port });
console.log(`READY ${config.publicUrl}`);

const stop = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
