import { allOf, atPath, type BoolExp, type ComparisonOperator, type Scalar } from './bool-exp';
import type { ColumnDefinition, ColumnType } from './column-definition';
import { operatorsFor, type ColumnFilter, type FilterRule, type FilterValue, type TableFilters } from './filter-rules';

/** Float filter values keep at most 8 fraction digits (spec document 2, section 5). */
export const FLOAT_FRACTION_DIGITS = 8;

const LIKE_OPS: ReadonlySet<ComparisonOperator> = new Set(['_like', '_nlike', '_ilike', '_nilike']);
const LIST_OPS: ReadonlySet<ComparisonOperator> = new Set(['_in', '_nin']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Rounds to 8 fraction digits without the binary noise of multiply-and-divide. */
export function roundFloat(n: number): number {
  return Number(n.toFixed(FLOAT_FRACTION_DIGITS));
}

function allowedOperators(type: ColumnType): ComparisonOperator[] {
  const ops = operatorsFor(type);
  const extra: ComparisonOperator[] = [];
  if (ops.includes('_in')) extra.push('_nin');
  if (ops.includes('_like')) extra.push('_nlike');
  return [...ops, ...extra];
}

function scalarFor(column: ColumnDefinition<never>, value: Scalar): Scalar {
  const where = `Filter on ${column.header}`;
  switch (column.column_type) {
    case 'float':
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`${where}: enter a number`);
      return roundFloat(value);
    case 'int':
      if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${where}: enter a whole number`);
      return value;
    case 'bool':
      if (typeof value !== 'boolean') throw new Error(`${where}: choose true or false`);
      return value;
    case 'date':
      if (typeof value !== 'string' || !DATE.test(value.slice(0, 10)) || Number.isNaN(Date.parse(value.slice(0, 10)))) {
        throw new Error(`${where}: enter a date as YYYY-MM-DD`);
      }
      return value.slice(0, 10);
    case 'datetime':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw new Error(`${where}: enter a valid date and time`);
      return value;
    default:
      if (typeof value !== 'string') throw new Error(`${where}: enter text`);
      return value;
  }
}

/** Like patterns match anywhere in the text unless the user wrote their own % wildcard. */
function likePattern(value: string): string {
  return value.includes('%') ? value : `%${value}%`;
}

function ruleValue(column: ColumnDefinition<never>, rule: FilterRule, value: FilterValue): Scalar | Scalar[] {
  const where = `Filter on ${column.header}`;
  if (rule.operator === '_is_null') {
    if (typeof value !== 'boolean') throw new Error(`${where}: 'is empty' needs true or false`);
    return value;
  }
  if (LIST_OPS.has(rule.operator)) {
    if (!Array.isArray(value)) throw new Error(`${where}: ${rule.operator} needs a list of values`);
    return value.map((v) => scalarFor(column, v));
  }
  if (Array.isArray(value)) throw new Error(`${where}: ${rule.operator} needs a single value`);
  if (LIKE_OPS.has(rule.operator)) {
    if (typeof value !== 'string') throw new Error(`${where}: enter text`);
    return likePattern(value);
  }
  return scalarFor(column, value);
}

function columnWhere(column: ColumnDefinition<never>, filter: ColumnFilter): BoolExp | undefined {
  const allowed = allowedOperators(column.column_type);
  const parts: BoolExp[] = [];
  for (const rule of filter.rules) {
    if (!allowed.includes(rule.operator)) throw new Error(`Filter on ${column.header}: ${rule.operator} does not apply to a ${column.column_type} column`);
    if (rule.value === undefined) continue;
    parts.push(atPath(column.field, { [rule.operator]: ruleValue(column, rule, rule.value) }));
  }
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : { [filter.match]: parts };
}

/**
 * The Hasura `where` for the table's filters: each column's rules combined with its _and/_or,
 * columns combined with _and; rules without a value are skipped. Throws on a bad rule.
 */
export function filtersToWhere(filters: TableFilters, columns: readonly ColumnDefinition<never>[]): BoolExp {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const parts = Object.values(filters).map((filter) => {
    const column = byField.get(filter.field);
    if (!column) throw new Error(`Unknown filter column: ${filter.field}`);
    return columnWhere(column, filter);
  });
  return allOf(...parts);
}
