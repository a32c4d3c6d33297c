import type { Role } from '../../core/model';
import { hashPassword } from '../identity/password';

/** A demo sign-in. The passwords are public on purpose: the server prints them at start and the README lists them. */
export interface DemoUser {
  email: string;
  password: string;
  role: Role;
  firstName: string;
  lastName: string;
  jobTitle: string;
  isSuper: boolean;
  /** The demo account: saving, Profile and Company are disabled for it. */
  isDemo: boolean;
  /**
   * Document 3 §2.2 and §6: a user who is not big-brain gets the consolidated (alternate) dashboard
   * on the live day. Every demo user is one but the viewer, so both dashboards can be seen.
   */
  isBigBrain: boolean;
}

export const DEMO_PLANT_NAME = 'Demo Plant';

/** Users of the demo plant: one of every role, a super user, the demo account and a user who is not big-brain. */
export const DEMO_PLANT_USERS: readonly DemoUser[] = [
  { email: 'admin@oee-demo.example.com', password: 'Admin#Demo2025', role: 'ADMIN', firstName: 'Alex', lastName: 'Morgan', jobTitle: 'Plant Manager', isSuper: false, isDemo: false, isBigBrain: true },
  { email: 'manager@oee-demo.example.com', password: 'Manager#Demo2025', role: 'MANAGER', firstName: 'Priya', lastName: 'Shah', jobTitle: 'Production Supervisor', isSuper: false, isDemo: false, isBigBrain: true },
  { email: 'operator@oee-demo.example.com', password: 'Operator#Demo2025', role: 'USER', firstName: 'Sam', lastName: 'Carter', jobTitle: 'Machine Operator', isSuper: false, isDemo: false, isBigBrain: true },
  { email: 'super@oee-demo.example.com', password: 'Super#Demo2025', role: 'ADMIN', firstName: 'Robin', lastName: 'Lee', jobTitle: 'Support Engineer', isSuper: true, isDemo: false, isBigBrain: true },
  { email: 'demo@oee-demo.example.com', password: 'Demo#2025', role: 'MANAGER', firstName: 'Demo', lastName: 'Visitor', jobTitle: 'Guest', isSuper: false, isDemo: true, isBigBrain: true },
  { email: 'viewer@oee-demo.example.com', password: 'Viewer#Demo2025', role: 'USER', firstName: 'Casey', lastName: 'Nguyen', jobTitle: 'Shift Lead', isSuper: false, isDemo: false, isBigBrain: false },
];

export const CUSTOMER_ADMIN_PASSWORD = 'Customer#Demo2025';

/** The admin of a customer company; the address is derived from the company's first word. */
export function customerAdmin(companyName: string): DemoUser {
  const slug = companyName.toLowerCase().split(/[^a-z0-9]+/).find((w) => w.length > 0);
  if (!slug) throw new Error(`cannot derive an email address from company name '${companyName}'`);
  return {
    email: `admin@${slug}.example.com`,
    password: CUSTOMER_ADMIN_PASSWORD,
    role: 'ADMIN',
    firstName: 'Jordan',
    lastName: companyName.split(/\s+/)[0]!,
    jobTitle: 'Operations Manager',
    isSuper: false,
    isDemo: false,
    isBigBrain: true,
  };
}

/** Every demo sign-in, for the start-up banner and the README. */
/** `customerCompanies`: the resolved customer company names (server/kit/customers.ts customerNames). */
export function demoCredentials(customerCompanies: Readonly<Record<string, string>>): Array<{ company: string; user: DemoUser }> {
  return [
    ...DEMO_PLANT_USERS.map((user) => ({ company: DEMO_PLANT_NAME, user })),
    ...Object.values(customerCompanies).map((company) => ({ company, user: customerAdmin(company) })),
  ];
}

// Hashes of the default hasher, shared by every caller in this process: the demo plant and the
// customer companies hash their passwords once, and main.ts may start them early (prehashDemoPasswords).
const hashCache = new Map<string, Promise<string>>();

/**
 * Hashes each distinct password once (scrypt is slow by design) and returns plain -> hash.
 * The hashes run concurrently on libuv's thread pool.
 */
export async function hashDistinct(passwords: readonly string[], hash?: (plain: string) => Promise<string>): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const pending = distinct.map((p) => {
    if (hash) return hash(p);
    let cached = hashCache.get(p);
    if (!cached) {
      cached = hashPassword(p);
      hashCache.set(p, cached);
    }
    return cached;
  });
  const hashes = await Promise.all(pending);
  return new Map(distinct.map((p, i) => [p, hashes[i]!]));
}

/** Starts hashing every demo password in the background (while the database opens on a fresh machine). */
export function prehashDemoPasswords(customerCompanies: Readonly<Record<string, string>>): void {
  void hashDistinct(demoCredentials(customerCompanies).map((c) => c.user.password)).catch(() => undefined);
}
