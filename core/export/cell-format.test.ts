import { describe, expect, it } from 'vitest';
import { INVENTORY_COLUMNS, SCHEDULE_COLUMNS, TRANSACTION_COLUMNS } from '../reports/report-columns';
import type { ColumnDefinition } from '../table-query';
import { cellText, exportColumn, isAmountColumn } from './cell-format';
import { cellValue } from './xlsx-cells';

type Column = ColumnDefinition<Record<string, unknown>>;
const byField = (columns: readonly Column[], field: string) => columns.find((c) => c.field === field)!;
const shown = (column: Column, value: unknown) => cellText(column, { [column.field]: value }, 'UTC');

describe('amounts read with thousands separators; ids, keys, years and Source IDs never', () => {
  it('groups the quantities and counts of the report tables, keeping every stored fraction digit', () => {
    expect(shown(byField(INVENTORY_COLUMNS, 'qty'), 7777)).toBe('7,777');
    expect(shown(byField(INVENTORY_COLUMNS, 'qty'), '17.25')).toBe('17.25');
    expect(shown(byField(TRANSACTION_COLUMNS, 'quantity'), 1234567.125)).toBe('1,234,567.125');
    expect(shown(byField(SCHEDULE_COLUMNS, 'scheduled_quantity'), 12000)).toBe('12,000');
    expect(shown(byField(SCHEDULE_COLUMNS, 'units_produced'), 27609815)).toBe('27,609,815');
  });

  it('leaves identifiers as they are stored', () => {
    const id: Column = { field: 'id', column_type: 'int', header: 'ID', sortable: true };
    const year: Column = { field: 'year', column_type: 'int', header: 'Year' };
    expect(shown(id, 12345)).toBe('12345');
    expect(shown(year, 2026)).toBe('2026');
    expect(shown(byField(TRANSACTION_COLUMNS, 'erp_trans'), '10045')).toBe('10045');
    expect(shown(byField(INVENTORY_COLUMNS, 'location_key'), '4000')).toBe('4000');
    expect([id, year].some(isAmountColumn)).toBe(false);
  });

  it('does not group what has a format of its own: percentages and rates', () => {
    expect(shown(byField(SCHEDULE_COLUMNS, 'efficiency_percent'), 1234.5)).toBe('1234.50');
    expect(isAmountColumn(byField(SCHEDULE_COLUMNS, 'goal_pps'))).toBe(false);
  });

  it('exports an amount as a number shown grouped', () => {
    expect(exportColumn(byField(INVENTORY_COLUMNS, 'qty'))).toEqual({ key: 'qty', header: 'Quantity', type: 'float', numFmt: '#,##0.########' });
    expect(exportColumn(byField(TRANSACTION_COLUMNS, 'erp_trans')).numFmt).toBeUndefined();
    expect(cellValue('float', 7777, (d) => d)).toBe(7777);
  });

  it('reads a callback cell\'s grouped text back as its number (Locations\' inventory quantity)', () => {
    expect(cellValue('float', '7,777.5', (d) => d)).toBe(7777.5);
    expect(cellValue('int', '1,234,567', (d) => d)).toBe(1234567);
    // Not a grouped number: a list stays no number.
    expect(cellValue('float', '1,2', (d) => d)).toBeNull();
  });
});
