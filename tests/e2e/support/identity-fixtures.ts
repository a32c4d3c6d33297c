import { hashPassword } from '../../../server/identity/password';
import type { Database } from '../../../server/db/database';

/** The accounts the identity tests sign in with (seeded directly with SQL). */
export const IDENTITY_FIXTURES = {
  company: { id: 1, euid: 'C0001', name: 'Acme Identity Works' },
  admin: { euid: 'U-ADMIN', email: 'admin@acme.test', password: 'admin-Pass-1', firstName: 'Ada', lastName: 'Admin', role: 'ADMIN' },
  kiosk: { euid: 'U-KIOSK', email: 'kiosk@acme.test', password: 'kiosk:line:3', firstName: 'Line', lastName: 'Three', role: 'USER' },
  reset: { euid: 'U-RESET', email: 'forgetful@acme.test', password: 'old-Pass-1', firstName: 'Fred', lastName: 'Forget', role: 'MANAGER' },
  demo: { euid: 'U-DEMO', email: 'demo@acme.test', firstName: 'Demo', lastName: 'User', role: 'USER' },
} as const;

export async function seedIdentityFixtures(db: Database): Promise<void> {
  const { company, admin, kiosk, reset, demo } = IDENTITY_FIXTURES;
  if ((await db.query('SELECT 1 FROM core_company WHERE euid = $1', [company.euid])).rows.length) return;
  await db.query('INSERT INTO core_company (id, euid, name) VALUES ($1, $2, $3)', [company.id, company.euid, company.name]);
  for (const u of [admin, kiosk, reset]) {
    await db.query(
      `INSERT INTO core_user (euid, email, password_hash, first_name, last_name, role, _company_id) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [u.euid, u.email, await hashPassword(u.password), u.firstName, u.lastName, u.role, company.id],
    );
  }
  // The demo account has no password: only the demo button signs it in.
  await db.query(
    `INSERT INTO core_user (euid, email, first_name, last_name, role, is_demo, _company_id) VALUES ($1, $2, $3, $4, $5, true, $6)`,
    [demo.euid, demo.email, demo.firstName, demo.lastName, demo.role, company.id],
  );
}
