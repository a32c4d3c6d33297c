import type { WorkbenchSession } from '../../api/session';

/** Who writes System Setup records (README, decisions): ADMIN and MANAGER, never the demo account. */
export function canWriteSetup(session: WorkbenchSession | undefined): boolean {
  return !!session && !session.isDemo && (session.role === 'ADMIN' || session.role === 'MANAGER');
}
