import type { ComparisonOperator, ColumnType, FilterValue, Scalar } from '../../../core/table-query';
import { roundFloat } from '../../../core/table-query';

/** What the filter dialog's input produces for a rule: a typed value, or undefined while it is empty. */
export function parseFilterInput(type: ColumnType, operator: ComparisonOperator, text: string): FilterValue | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  if (operator === '_is_null') return t === 'true';
  if (operator === '_in' || operator === '_nin') {
    const parts = t.split(',').map((p) => p.trim()).filter((p) => p !== '');
    if (parts.length === 0) return undefined;
    return parts.map((p) => scalar(type, p));
  }
  return scalar(type, t);
}

function scalar(type: ColumnType, text: string): Scalar {
  switch (type) {
    case 'int':
    case 'float': {
      const n = Number(text);
      if (!Number.isFinite(n)) return text; // core's filtersToWhere refuses it with the column's message
      return type === 'float' ? roundFloat(n) : n;
    }
    case 'bool':
      return text === 'true';
    default:
      return text;
  }
}

/** The text an input shows for a stored rule value. */
export function filterInputText(value: FilterValue | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** Operator labels of the filter dialog (document 2 §5 operators). */
export const OPERATOR_LABELS: Readonly<Record<ComparisonOperator, string>> = {
  _eq: 'equals',
  _neq: 'not equals',
  _in: 'in list',
  _nin: 'not in list',
  _lt: 'less than',
  _lte: 'less than or equal',
  _gt: 'greater than',
  _gte: 'greater than or equal',
  _like: 'contains (case-sensitive)',
  _nlike: 'does not contain (case-sensitive)',
  _ilike: 'contains',
  _nilike: 'does not contain',
  _is_null: 'is empty',
};
