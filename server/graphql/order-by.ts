import type { CompileContext } from './compile-context';
import { joinCondition, permissionFilter } from './bool-exp';
import { quoteIdent } from './sql';
import type { TableModel } from './table-model';

export interface OrderItem {
  /** SQL expression and direction, e.g. `_t1."name" ASC NULLS LAST`. */
  sql: string;
  /** Set when the item orders by a plain column of the table (distinct_on must lead with these). */
  column?: string;
}

/** Compiles Hasura's order_by list; object relationships order by a correlated subquery, arrays by their count. */
export function compileOrderBy(
  list: ReadonlyArray<Record<string, unknown>> | null | undefined,
  model: TableModel,
  a: string,
  ctx: CompileContext,
): OrderItem[] {
  if (!list) return [];
  const items: OrderItem[] = [];
  for (const entry of list) items.push(...entryItems(entry, model, a, ctx).map(([expr, dir, column]) => ({ sql: `${expr} ${dir}`, column })));
  return items;
}

type Raw = [expr: string, dir: string, column?: string];

function entryItems(entry: Record<string, unknown>, model: TableModel, a: string, ctx: CompileContext): Raw[] {
  const out: Raw[] = [];
  for (const [key, value] of Object.entries(entry)) {
    if (value === null || value === undefined) continue;
    if (model.columns.has(key)) {
      out.push([`${a}.${quoteIdent(key)}`, value as string, key]);
      continue;
    }
    const aggregate = key.endsWith('_aggregate') && model.relationships.get(key.slice(0, -'_aggregate'.length))?.kind === 'array';
    const rel = model.relationships.get(aggregate ? key.slice(0, -'_aggregate'.length) : key);
    if (!rel) continue;
    const remote = ctx.roleSchema.allModels.get(rel.remoteKey)!;
    ctx.tables.add(remote.name);
    const ra = ctx.aliases.next();
    const from = `FROM ${remote.sqlName} AS ${ra} WHERE ${joinCondition(rel, a, ra)} AND ${permissionFilter(remote, ra, ctx)}`;
    if (aggregate) {
      const count = (value as Record<string, unknown>).count;
      if (typeof count === 'string') out.push([`(SELECT count(*) ${from})`, count]);
    } else {
      for (const [expr, dir] of entryItems(value as Record<string, unknown>, remote, ra, ctx))
        out.push([`(SELECT ${expr} ${from} LIMIT 1)`, dir]);
    }
  }
  return out;
}
