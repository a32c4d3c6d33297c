import { randomUUID } from 'node:crypto';
import type { Role } from '../../core/model';
import type { Database, Queryable } from '../db/database';

/** A core_user row with its company's euid, as identity needs it. */
export interface UserAccount {
  id: number;
  euid: string;
  email: string;
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  role: Role;
  status: string;
  isSuper: boolean;
  isDemo: boolean;
  companyId: number | null;
  companyEuid: string | null;
}

interface UserRow {
  id: number;
  euid: string;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: Role;
  status: string;
  is_super: boolean;
  is_demo: boolean;
  _company_id: number | null;
  company_euid: string | null;
}

const SELECT_USER = `SELECT u.id, u.euid, u.email, u.password_hash, u.first_name, u.last_name, u.role, u.status,
  u.is_super, u.is_demo, u._company_id, c.euid AS company_euid
  FROM core_user u LEFT JOIN core_company c ON c.id = u._company_id`;

const toAccount = (r: UserRow): UserAccount => ({
  id: r.id,
  euid: r.euid,
  email: r.email,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  status: r.status,
  isSuper: r.is_super,
  isDemo: r.is_demo,
  companyId: r._company_id,
  companyEuid: r.company_euid,
});

async function one(db: Queryable, where: string, params: unknown[]): Promise<UserAccount | undefined> {
  const { rows } = await db.query<UserRow>(`${SELECT_USER} WHERE ${where} LIMIT 1`, params);
  return rows[0] ? toAccount(rows[0]) : undefined;
}

export const findUserByEuid = (db: Queryable, euid: string) => one(db, 'u.euid = $1', [euid]);

/** Emails are matched without regard to case, as people type them. */
export const findUserByEmail = (db: Queryable, email: string) => one(db, 'lower(u.email) = lower($1)', [email.trim()]);

/** The demo account (spec document 1, section 6): the first user flagged is_demo. */
export const findDemoUser = (db: Queryable) => one(db, "u.is_demo AND u.status = 'ACTIVE' ORDER BY u.id", []);

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
}

/** Sign-up creates a user without a company (role: the column default); the app then runs company initialisation. */
export async function createUserWithoutCompany(db: Database, user: NewUser): Promise<UserAccount> {
  const euid = randomUUID(); // document 1 §9: system-generated ids are UUID v4
  await db.query(
    `INSERT INTO core_user (euid, email, password_hash, first_name, last_name, _company_id)
     VALUES ($1, $2, $3, $4, $5, NULL)`,
    [euid, user.email.trim(), user.passwordHash, user.firstName.trim(), user.lastName.trim()],
  );
  return (await findUserByEuid(db, euid))!;
}

/** Updates a password; used by the reset flow. */
export async function setPasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE core_user SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}
