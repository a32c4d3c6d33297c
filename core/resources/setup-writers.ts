import type { Role } from '../model';

/** Who changes setup records (README, decisions): ADMIN and MANAGER; a USER reads them. */
export const SETUP_WRITER_ROLES: readonly Role[] = ['ADMIN', 'MANAGER'];
