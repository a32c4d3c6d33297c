import type { Role } from '../../../core/model';
import { SETUP_WRITER_ROLES } from '../../../core/resources';
import type { WorkbenchSession } from '../../api/session';

/** Who writes System Setup records: the resource's write roles (ADMIN and MANAGER), never the demo account. */
export function canWriteSetup(session: WorkbenchSession | undefined, writeRoles: readonly Role[] = SETUP_WRITER_ROLES): boolean {
  return !!session && !session.isDemo && writeRoles.includes(session.role);
}
