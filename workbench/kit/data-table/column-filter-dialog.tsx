import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import {
  addRule,
  canRemoveRule,
  filtersToWhere,
  FLOAT_FRACTION_DIGITS,
  newColumnFilter,
  operatorsFor,
  removeRule,
  updateRule,
  type ColumnFilter,
  type ComparisonOperator,
  type FilterRule,
  type FilterValue,
} from '../../../core/table-query';
import type { TableColumn } from './data-table-config';
import { filterInputText, OPERATOR_LABELS, parseFilterInput } from './filter-value';
import { NativeSelect, NumberInput } from './native-controls';
import { dataTableIds } from './test-ids';

const MATCH_OPTIONS: Array<{ label: string; value: ColumnFilter['match'] }> = [
  { label: 'Match all rules (_and)', value: '_and' },
  { label: 'Match any rule (_or)', value: '_or' },
];
const BOOL_OPTIONS = [
  { label: 'true', value: true },
  { label: 'false', value: false },
];

function defaultFilter(column: TableColumn): ColumnFilter {
  const ops = operatorsFor(column.column_type);
  return newColumnFilter(column.field, ops[0] ?? '_eq');
}

/** A date-time-local input's value from an ISO instant, and back. */
function toLocalInput(value: FilterValue | undefined): string {
  if (typeof value !== 'string' || value === '') return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function RuleValue({ column, rule, index, onChange }: { column: TableColumn; rule: FilterRule; index: number; onChange: (value: FilterValue | undefined) => void }) {
  const label = `Value ${index + 1}`;
  const type = column.column_type;
  if (rule.operator === '_is_null' || type === 'bool') {
    return <NativeSelect value={typeof rule.value === 'boolean' ? rule.value : undefined} options={BOOL_OPTIONS} onChange={(v) => onChange(v)} label={label} />;
  }
  if (rule.operator === '_in' || rule.operator === '_nin') {
    return (
      <InputText
        value={filterInputText(rule.value)}
        placeholder="Values separated by commas"
        onChange={(e) => onChange(parseFilterInput(type, rule.operator, e.target.value))}
        aria-label={label}
      />
    );
  }
  if (column.choices && column.choices.length > 0) {
    return <NativeSelect value={Array.isArray(rule.value) ? undefined : rule.value} options={column.choices} onChange={(v) => onChange(v)} label={label} />;
  }
  if (type === 'int' || type === 'float') {
    // Document 2 §5: float inputs allow up to 8 fraction digits.
    return (
      <NumberInput
        value={typeof rule.value === 'number' ? rule.value : undefined}
        onChange={(n) => onChange(n)}
        fractionDigits={type === 'float' ? FLOAT_FRACTION_DIGITS : 0}
        label={label}
      />
    );
  }
  if (type === 'date') {
    return <InputText type="date" value={typeof rule.value === 'string' ? rule.value : ''} onChange={(e) => onChange(e.target.value || undefined)} aria-label={label} />;
  }
  if (type === 'datetime') {
    return (
      <InputText
        type="datetime-local"
        value={toLocalInput(rule.value)}
        onChange={(e) => onChange(e.target.value ? new Date(e.target.value).toISOString() : undefined)}
        aria-label={label}
      />
    );
  }
  return <InputText value={filterInputText(rule.value)} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} aria-label={label} />;
}

/**
 * The per-column filter dialog, titled with the column header (document 2 §2, §5): rules with an
 * operator and a value, combined with _and or _or; a rule can be deleted only when more than one
 * exists; rules without a value are skipped when applied.
 */
export function ColumnFilterDialog({
  column,
  initial,
  onApply,
  onHide,
}: {
  column: TableColumn;
  initial: ColumnFilter | undefined;
  onApply: (filter: ColumnFilter | undefined) => void;
  onHide: () => void;
}) {
  const [draft, setDraft] = useState<ColumnFilter>(() => initial ?? defaultFilter(column));
  const [error, setError] = useState<string | null>(null);
  const operators = operatorsFor(column.column_type).map((op) => ({ label: OPERATOR_LABELS[op], value: op }));

  const apply = () => {
    try {
      filtersToWhere({ [column.field]: draft }, [column as never]); // refuses a bad value with the column's message
      onApply(draft);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const change = (next: ColumnFilter) => {
    setError(null);
    setDraft(next);
  };

  return (
    <Dialog
      header={column.header}
      visible
      onHide={onHide}
      style={{ width: 'min(34rem, 95vw)' }}
      data-testid={dataTableIds.filterDialog}
      footer={
        <div className="dt-dialog-footer">
          <Button label="Clear" outlined onClick={() => onApply(undefined)} />
          <Button label="Cancel" text onClick={onHide} />
          <Button label="Apply" icon="pi pi-filter" onClick={apply} />
        </div>
      }
    >
      <div className="dt-filter">
        {draft.rules.length > 1 && (
          <label className="dt-field">
            <span>Combine rules</span>
            <NativeSelect value={draft.match} options={MATCH_OPTIONS} onChange={(v) => change({ ...draft, match: v })} label="Combine rules" />
          </label>
        )}
        <ol className="dt-filter-rules">
          {draft.rules.map((rule, i) => (
            <li key={i} className="dt-filter-rule">
              <NativeSelect
                value={rule.operator}
                options={operators}
                onChange={(op: ComparisonOperator) => change(updateRule(draft, i, { operator: op, value: undefined }))}
                label={`Operator ${i + 1}`}
              />
              <RuleValue column={column} rule={rule} index={i} onChange={(value) => change(updateRule(draft, i, { ...rule, value }))} />
              <Button
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={`Delete rule ${i + 1}`}
                disabled={!canRemoveRule(draft)}
                onClick={() => change(removeRule(draft, i))}
              />
            </li>
          ))}
        </ol>
        <Button label="Add rule" icon="pi pi-plus" text onClick={() => change(addRule(draft, { operator: operators[0]?.value ?? '_eq', value: undefined }))} />
        {error && (
          <p className="p-error dt-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
