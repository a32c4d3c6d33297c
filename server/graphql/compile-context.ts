import type { FragmentDefinitionNode } from 'graphql';
import type { RoleSchema } from './role-schema';
import type { Session } from './session';
import { AliasGen, SqlParams } from './sql';

/** State shared while one GraphQL operation compiles to one SQL statement. */
export interface CompileContext {
  roleSchema: RoleSchema;
  session: Session;
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentDefinitionNode>;
  params: SqlParams;
  aliases: AliasGen;
  /** Table names read by the statement: a subscription re-runs when one of them changes. */
  tables: Set<string>;
}

export function newCompileContext(
  roleSchema: RoleSchema,
  session: Session,
  variables: Record<string, unknown>,
  fragments: Map<string, FragmentDefinitionNode>,
): CompileContext {
  return { roleSchema, session, variables, fragments, params: new SqlParams(), aliases: new AliasGen(), tables: new Set() };
}

/** Values travel as text parameters and are cast to the column's type in SQL. */
export function toParam(value: unknown, json = false): string {
  if (json) return JSON.stringify(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value);
}
