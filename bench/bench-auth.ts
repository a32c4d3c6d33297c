import type { AuthContext } from '../server/http/context';
import { hasuraClaimsFor } from '../server/identity/hasura-claims';

/** The caller the GraphQL and table benches ask as: a USER of company 1, with the claims a token carries. */
export const benchAuth = async (): Promise<AuthContext> => {
  const user = { euid: 'U1', role: 'USER', companyId: 1, companyEuid: 'C1' } as const;
  return { userEuid: user.euid, email: 'bench@example.com', companyId: user.companyId, companyEuid: user.companyEuid, role: user.role, isSuper: false, isDemo: false, claims: hasuraClaimsFor(user) };
};
