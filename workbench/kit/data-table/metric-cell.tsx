import type { ICellRendererParams } from 'ag-grid-community';
import { metricStatus, type MetricThresholds } from '../../../core/metrics';
import type { MetricKey } from '../../../core/model';
import type { TableRow } from '../../../core/table-query';
import { fieldValue } from '../../../core/export/xlsx-cells';
import { MetricStatusValue } from '../metric-setup/metric-status-value';
import type { TableColumn } from './data-table-config';

/** Room a metric cell needs beside its number for the status mark and word ('Caution'). */
export const METRIC_CELL_EXTRA_WIDTH = 72;

/**
 * The cell renderer of a metric column (TableColumn.metric): the shown text with the row's status
 * by the one colour rule (Metric Setup thresholds, document 2 §9's bands by default). Sum rows, empty
 * cells and cells before the thresholds are in show the plain text.
 */
export function metricCellRenderer(column: TableColumn, thresholds: MetricThresholds | null) {
  return function MetricCell(p: ICellRendererParams<TableRow, string>) {
    const text = p.value ?? '';
    const raw = p.data ? fieldValue(p.data, column.field) : null;
    if (p.node.rowPinned || !column.metric || thresholds === null || raw === null || raw === undefined || raw === '') return <>{text}</>;
    return <MetricStatusValue text={text} status={metricStatus(column.metric as MetricKey, Number(raw), thresholds[column.metric])} />;
  };
}
