import type { Role } from '../../core/model';
import { DEMO_MODE_TOAST, DISABLED_FOR_DEMO } from '../../core/errors';
import { SETUP_WRITER_ROLES } from '../../core/resources';
import { HttpError, type AuthContext } from '../http/context';

/** Roles that may change setup records (document 1 §6: /company/data and /company/metrics are ADMIN or MANAGER). */
export const WRITER_ROLES: readonly Role[] = SETUP_WRITER_ROLES;

export const ROLE_REFUSED = 'You do not have permission to perform this action.';

/** The demo account's saving and removing are disabled on the admin screens (document 2 §6). */
export function refuseDemoWrite(auth: AuthContext, text: string = DEMO_MODE_TOAST.detail): void {
  if (!auth.isDemo) return;
  if (text === DISABLED_FOR_DEMO) throw new HttpError(403, DISABLED_FOR_DEMO);
  throw new HttpError(403, text, { detail: text, title: DEMO_MODE_TOAST.summary });
}

/** The demo account cannot save or delete presets (document 1 §6). */
export function refuseDemoPreset(auth: AuthContext): void {
  if (auth.isDemo) throw new HttpError(403, DISABLED_FOR_DEMO);
}

export function requireRole(auth: AuthContext, roles: readonly Role[]): void {
  if (!roles.includes(auth.role)) throw new HttpError(403, ROLE_REFUSED);
}
