import type { CustomHeaderProps } from 'ag-grid-react';
import { observer } from 'mobx-react-lite';
import type { TableColumn } from './data-table-config';
import type { DataTableViewModel } from './data-table.view-model';

export interface HeaderCellParams {
  tableColumn: TableColumn;
  vm: DataTableViewModel;
  onFilter: (column: TableColumn) => void;
}

/** A column header: the label sorts (sortable columns only), the funnel opens the column's filter. */
export const HeaderCell = observer(function HeaderCell(props: CustomHeaderProps & HeaderCellParams) {
  const { tableColumn: column, vm, onFilter } = props;
  const sort = vm.state.sort.field === column.field ? vm.state.sort.direction : null;
  const filtered = vm.filterOf(column.field)?.rules.some((r) => r.value !== undefined) ?? false;
  const canFilter = column.column_type !== 'callback' && column.column_type !== 'hidden';
  const label = (
    <span className="dt-header-label" title={column.docs}>
      {column.header}
    </span>
  );
  return (
    <div className="dt-header">
      {column.sortable ? (
        <button
          type="button"
          className="dt-header-sort"
          onClick={() => vm.sort(column)}
          aria-label={`Sort by ${column.header}${sort ? (sort === 'asc' ? ', sorted ascending' : ', sorted descending') : ''}`}
        >
          {label}
          <i className={`pi ${sort === 'asc' ? 'pi-sort-amount-up-alt' : sort === 'desc' ? 'pi-sort-amount-down' : 'pi-sort-alt'}`} aria-hidden />
        </button>
      ) : (
        label
      )}
      {canFilter && (
        <button
          type="button"
          className={`dt-header-filter${filtered ? ' dt-header-filter-active' : ''}`}
          onClick={() => onFilter(column)}
          aria-label={`Filter ${column.header}${filtered ? ' (filtered)' : ''}`}
        >
          <i className={`pi ${filtered ? 'pi-filter-fill' : 'pi-filter'}`} aria-hidden />
        </button>
      )}
    </div>
  );
});
