import type { ComparisonOperator, LogicalOperator, Scalar } from './bool-exp';
import type { ColumnType } from './column-definition';

export type FilterValue = Scalar | Scalar[];

export interface FilterRule {
  operator: ComparisonOperator;
  /** Undefined until the user enters a value; such rules are skipped. */
  value: FilterValue | undefined;
}

/** The filter of one column: its rules, combined with _and or _or. */
export interface ColumnFilter {
  field: string;
  match: LogicalOperator;
  rules: FilterRule[];
}

/** Filters by field. */
export type TableFilters = Readonly<Record<string, ColumnFilter>>;

const TEXT_OPS: ComparisonOperator[] = ['_ilike', '_like', '_nilike', '_eq', '_neq', '_in', '_is_null'];
const ORDERED_OPS: ComparisonOperator[] = ['_eq', '_neq', '_lt', '_lte', '_gt', '_gte', '_in', '_is_null'];

/** The operators a filter dialog offers for a column type (_nin and _nlike exist for the server only). */
export function operatorsFor(type: ColumnType): ComparisonOperator[] {
  switch (type) {
    case 'string':
      return TEXT_OPS;
    case 'date':
    case 'datetime':
    case 'float':
    case 'int':
      return ORDERED_OPS;
    case 'bool':
      return ['_eq', '_is_null'];
    case 'callback':
    case 'hidden':
      return [];
  }
}

export function newColumnFilter(field: string, operator: ComparisonOperator, match: LogicalOperator = '_and'): ColumnFilter {
  return { field, match, rules: [{ operator, value: undefined }] };
}

export function addRule(filter: ColumnFilter, rule: FilterRule): ColumnFilter {
  return { ...filter, rules: [...filter.rules, rule] };
}

export function updateRule(filter: ColumnFilter, index: number, rule: FilterRule): ColumnFilter {
  if (index < 0 || index >= filter.rules.length) throw new Error(`There is no filter rule ${index + 1}`);
  return { ...filter, rules: filter.rules.map((r, i) => (i === index ? rule : r)) };
}

/** A rule can be deleted only when more than one exists (spec document 2, section 5). */
export function canRemoveRule(filter: ColumnFilter): boolean {
  return filter.rules.length > 1;
}

export function removeRule(filter: ColumnFilter, index: number): ColumnFilter {
  if (!canRemoveRule(filter)) throw new Error('A filter needs at least one rule');
  if (index < 0 || index >= filter.rules.length) throw new Error(`There is no filter rule ${index + 1}`);
  return { ...filter, rules: filter.rules.filter((_, i) => i !== index) };
}

/** A filter exists (and Clear Filters shows) when some rule has a value. */
export function hasActiveFilters(filters: TableFilters): boolean {
  return Object.values(filters).some((f) => f.rules.some((r) => r.value !== undefined));
}
