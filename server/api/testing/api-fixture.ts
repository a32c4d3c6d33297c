import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { FixedClock } from '../../../core/platform';
import type { Role } from '../../../core/model';
import { loadConfig } from '../../config';
import type { Database } from '../../db/database';
import { buildApp } from '../../http/app';
import { HttpError, type AuthContext, type ServerContext } from '../../http/context';
import { serverFeatures } from '../../features';
import type { ServerFeature } from '../../kit/feature';
import { createApiRoutes } from '../index';

/** Two companies: Acme (id 1, a plant) and the coating customer (id 2), each with a small tree. */
export const API_FIXTURE_SQL = `
INSERT INTO core_company (id, euid, name) VALUES (1, 'CACME', 'Acme'), (2, 'CCOAT', 'CorrChoice Coatings');
SELECT setval('core_company_id_seq', 2);
INSERT INTO core_user (id, euid, email, first_name, last_name, role, is_demo, is_super, _company_id) VALUES
  (1, 'UA-ADMIN', 'admin@acme.test', 'Ada', 'Admin', 'ADMIN', false, true, 1),
  (2, 'UA-MANAGER', 'manager@acme.test', 'Max', 'Manager', 'MANAGER', false, false, 1),
  (3, 'UA-USER', 'user@acme.test', 'Uma', 'User', 'USER', false, false, 1),
  (4, 'UA-DEMO', 'demo@acme.test', 'Dee', 'Demo', 'ADMIN', true, false, 1),
  (5, 'UB-ADMIN', 'admin@coat.test', 'Bea', 'Boss', 'ADMIN', false, false, 2),
  (6, 'UB-USER', 'user@coat.test', 'Ben', 'User', 'USER', false, false, 2);
SELECT setval('core_user_id_seq', 6);
INSERT INTO bigbrain_entity (id, euid, name, key, category, parent_id, depth, _company_id) VALUES
  (1, 'CACME', 'Acme', 'ACME', 'COMPANY', NULL, 0, 1),
  (2, 'SA1', 'North Site', 'NORTH', 'SITE', 1, 1, 1),
  (3, 'AA1', 'Press Shop', 'PRESS', 'AREA', 2, 2, 1),
  (4, 'MA1', 'Press 1', 'P-1', 'MACHINE', 3, 3, 1),
  (5, 'MA2', 'Press 2', 'P-2', 'MACHINE', 3, 3, 1),
  (6, 'CCOAT', 'Coatings', 'COAT', 'COMPANY', NULL, 0, 2),
  (7, 'SB1', 'Coat Site', 'CSITE', 'SITE', 6, 1, 2),
  (8, 'AB1', 'Line Area', 'CLINE', 'AREA', 7, 2, 2),
  (9, 'MB1', 'Coater 1', 'C-1', 'MACHINE', 8, 3, 2);
SELECT setval('bigbrain_entity_id_seq', 9);
INSERT INTO bigbrain_shift (name, color, start_time, end_time, position, _company_id) VALUES
  ('Day', '#ff0', '07:00', '15:00', 1, 1), ('Afternoon', NULL, '15:00', '23:00', 2, 1), ('Midnight', NULL, '23:00', '07:00', 3, 1),
  ('Only', NULL, '06:00', '18:00', 1, 2);
INSERT INTO bigbrain_reason (kind, name, "desc", planned, _company_id) VALUES
  ('down', 'Breakdown', 'Machine broke', false, 1), ('down', 'Lunch', 'Planned break', true, 1),
  ('scrap', 'Burr', 'Edge burr', false, 1), ('reject', 'Dent', '', false, 1), ('rework', 'Repaint', '', false, 1),
  ('down', 'B-only', '', false, 2);
INSERT INTO bigbrain_part (id, name, ppm, _company_id) VALUES (1, 'Bracket', 10, 1), (2, 'Coil', 5, 2);
SELECT setval('bigbrain_part_id_seq', 2);
INSERT INTO bigbrain_inplocation (id, name, key, _company_id) VALUES (1, 'Dock', 'DOCK', 1), (2, 'Shelf', 'SHELF', 1), (3, 'Bay', 'DOCK', 2);
SELECT setval('bigbrain_inplocation_id_seq', 3);
INSERT INTO bigbrain_inpinventory (id, part_name, location_key, qty, _company_id) VALUES
  (1, 'Bracket', 'DOCK', 5, 1), (2, 'Bolt', 'DOCK', 7.5, 1), (3, 'Coil', 'DOCK', 100, 2);
SELECT setval('bigbrain_inpinventory_id_seq', 3);
INSERT INTO bigbrain_metricsetup (metric_key, danger_min, caution_min, standard_min, danger_state, _company_id) VALUES
  ('EFFICIENCY', 60, 80, 95, 'BELOW', 1), ('SCRAP_LOSS', 5, 3, 1, 'ABOVE', 1), ('EFFICIENCY', 10, 20, 30, 'BELOW', 2);
INSERT INTO bigbrain_metricname (_company_id, rev, overrides) VALUES (1, 3, '{"EFFICIENCY": "OEE"}');
`;

interface Account {
  userEuid: string;
  email: string;
  companyId: number;
  companyEuid: string;
  role: Role;
  isSuper?: boolean;
  isDemo?: boolean;
}

/** Test tokens -> callers; anything else is refused with 401 as a bad token would be. */
export const ACCOUNTS: Record<string, Account> = {
  'a-admin': { userEuid: 'UA-ADMIN', email: 'admin@acme.test', companyId: 1, companyEuid: 'CACME', role: 'ADMIN', isSuper: true },
  'a-manager': { userEuid: 'UA-MANAGER', email: 'manager@acme.test', companyId: 1, companyEuid: 'CACME', role: 'MANAGER' },
  'a-user': { userEuid: 'UA-USER', email: 'user@acme.test', companyId: 1, companyEuid: 'CACME', role: 'USER' },
  'a-demo': { userEuid: 'UA-DEMO', email: 'demo@acme.test', companyId: 1, companyEuid: 'CACME', role: 'ADMIN', isDemo: true },
  'b-admin': { userEuid: 'UB-ADMIN', email: 'admin@coat.test', companyId: 2, companyEuid: 'CCOAT', role: 'ADMIN' },
  'b-user': { userEuid: 'UB-USER', email: 'user@coat.test', companyId: 2, companyEuid: 'CCOAT', role: 'USER' },
};
export type Token = keyof typeof ACCOUNTS;

export async function fakeAuthenticate(request: FastifyRequest): Promise<AuthContext> {
  const token = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
  const a = token ? ACCOUNTS[token] : undefined;
  if (!a) throw new HttpError(401, 'Invalid token');
  return {
    userEuid: a.userEuid,
    email: a.email,
    companyId: a.companyId,
    companyEuid: a.companyEuid,
    role: a.role,
    isSuper: a.isSuper ?? false,
    isDemo: a.isDemo ?? false,
    claims: {
      'x-hasura-default-role': 'user',
      'x-hasura-allowed-roles': ['user'],
      'x-hasura-user-id': a.userEuid,
      'x-hasura-company-id': String(a.companyId),
      'x-hasura-company': a.companyEuid,
      'x-hasura-app-role': a.role,
    },
  };
}

export interface ApiTestApp {
  app: FastifyInstance;
  clock: FixedClock;
  call(token: Token | undefined, method: InjectOptions['method'], url: string, payload?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

/** `features`: the server feature list served (default the product's); `env`: the configuration's variables. */
export async function startApiTestApp(db: Database, features: readonly ServerFeature[] = serverFeatures, env: NodeJS.ProcessEnv = {}): Promise<ApiTestApp> {
  const clock = new FixedClock('2025-03-15T12:00:00Z');
  const ctx: ServerContext = { db, config: { ...loadConfig(env), simulator: false }, log: { info: () => {}, warn: () => {}, error: () => {} }, authenticate: fakeAuthenticate };
  const app = await buildApp(ctx, [createApiRoutes({ clock, features })], { distDir: '/nonexistent-dist', publicDir: '/nonexistent-public' });
  return {
    app,
    clock,
    async call(token, method, url, payload, headers = {}) {
      const res = await app.inject({
        method,
        url,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(payload === undefined ? {} : typeof payload === 'string' ? { payload } : { payload: payload as object }),
      });
      const text = res.body;
      let body: unknown = text;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: res.statusCode, body };
    },
  };
}

/** Rows of a table as a fingerprint, to show a refused request changed nothing. */
export async function snapshot(db: Database, table: string): Promise<string> {
  const { rows } = await db.query(`SELECT * FROM ${table} ORDER BY 1`);
  return JSON.stringify(rows);
}
