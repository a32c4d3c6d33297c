import type { Database } from '../../server/db/database';
import { DEMO_PLANT_USERS, seedDemoPlant } from '../../server/demo';
import { startAssembledServer, type AssembledServer } from '../support/assembled-server';
import { oidcLogin } from '../support/oidc-login';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

/** The demo plant the issue 33 tests read (4 machines, 4 days up to now), its server and an operator's token. */
export async function demoPlantSession(db: Database, now: number): Promise<{ server: AssembledServer; token: string }> {
  await seedDemoPlant(db, { machines: 4, days: 4, customerNames: {}, now }, silent);
  const server = await startAssembledServer(db);
  const operator = DEMO_PLANT_USERS.find((u) => u.role === 'USER')!;
  const token = (await oidcLogin({ baseUrl: server.url, email: operator.email, password: operator.password })).accessToken;
  return { server, token };
}
