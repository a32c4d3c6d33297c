/** The role a request runs as and its session variables (lower-cased x-hasura-* names). */
export interface Session {
  role: string;
  vars: Record<string, string>;
}

export function sessionVariable(session: Session, name: string): string | undefined {
  return session.vars[name.toLowerCase()];
}
