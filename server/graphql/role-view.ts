import type { RelationshipModel, TableModel } from './table-model';

/** What one role may see of one table: its columns, row filter and relationships to tables it may see. */
export interface RoleTable {
  model: TableModel;
  columns: string[];
  /** The permission's row filter; null for the admin role (unfiltered). */
  filter: Record<string, unknown> | null;
  limit?: number;
  allowAggregations: boolean;
  relationships: Map<string, RelationshipModel>;
}

export interface RoleView {
  role: string;
  isAdmin: boolean;
  /** By table key (schema.name). */
  tables: Map<string, RoleTable>;
}

export const ADMIN_ROLE = 'admin';

/** The admin role sees every tracked table unfiltered; other roles only what their select permissions grant. */
export function buildRoleView(role: string, models: Map<string, TableModel>): RoleView {
  const isAdmin = role === ADMIN_ROLE;
  const tables = new Map<string, RoleTable>();
  for (const m of models.values()) {
    if (isAdmin) {
      tables.set(m.key, { model: m, columns: [...m.columns.keys()], filter: null, allowAggregations: true, relationships: new Map() });
      continue;
    }
    const p = m.permissions.get(role);
    if (!p || p.columns.length === 0) continue;
    tables.set(m.key, {
      model: m,
      columns: p.columns,
      filter: p.filter,
      limit: p.limit,
      allowAggregations: p.allowAggregations,
      relationships: new Map(),
    });
  }
  for (const t of tables.values()) {
    for (const r of t.model.relationships.values()) if (tables.has(r.remoteKey)) t.relationships.set(r.name, r);
  }
  return { role, isAdmin, tables };
}
