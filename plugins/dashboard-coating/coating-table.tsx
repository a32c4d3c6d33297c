import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import type { ReactNode, RefObject } from 'react';
import type { CoatingDataViewModel } from './coating-data.view-model';

/** One row: its heading cell (a month or a date) and its values, in the columns' order. */
export interface CoatingTableRow {
  key: string;
  cells: ReactNode[];
}

/**
 * A coating table: caption, column headings and a row heading per row, in a region that scrolls
 * sideways on a narrow screen (document 3 §2.4's tables all read this way).
 */
export function CoatingTable({ caption, region, testId, columns, rows }: { caption: string; region: string; testId: string; columns: readonly string[]; rows: readonly CoatingTableRow[] }) {
  return (
    <div className="coating-table-wrap" role="region" aria-label={`${region}, scrolls sideways`} tabIndex={0}>
      <table className="coating-table" data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, cells }) => (
            <tr key={key}>
              <th scope="row">{key}</th>
              {cells.map((cell, i) => (
                <td key={columns[i + 1] ?? i}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A coating dashboard's body: a spinner until the first answer, the error, or the content (busy
 * while reloading) with a note when the dates hold no coating data.
 */
export const CoatingContent = observer(function CoatingContent({
  vm,
  contentRef,
  className,
  testId,
  children,
}: {
  vm: CoatingDataViewModel;
  contentRef: RefObject<HTMLDivElement | null>;
  className: string;
  testId: string;
  children: ReactNode;
}) {
  if (vm.loading && vm.data.ops.length === 0) return <ProgressSpinner aria-label="Loading" />;
  if (vm.error) return <p role="alert">{vm.error}</p>;
  return (
    <div ref={contentRef} aria-busy={vm.loading} className={className} data-testid={testId}>
      {vm.data.ops.length === 0 && <p className="empty-state">No coating data for the chosen dates. Try another range or shift.</p>}
      {children}
    </div>
  );
});
