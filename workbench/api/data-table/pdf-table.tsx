import type { TableRow } from '../../../core/table-query';
import { cellText, columnAlign, sumText } from './cell-format';
import type { TableColumn } from './data-table-config';

/**
 * The PDF's content: the shown page as a plain table (the grid's virtual, absolutely placed cells
 * do not lay out well on paper); jsPDF keeps its text as text.
 */
export function PdfTable({ title, columns, rows, sums }: { title: string; columns: readonly TableColumn[]; rows: readonly TableRow[]; sums?: Record<string, number | null> }) {
  return (
    <div className="dt-pdf">
      <h1>{title}</h1>
      <p>{new Date().toLocaleString('en-US')}</p>
      <table>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} style={{ textAlign: columnAlign(c) }}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={String(r.id ?? i)}>
              {columns.map((c) => (
                <td key={c.field} style={{ textAlign: columnAlign(c) }}>
                  {cellText(c, r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {sums && (
          <tfoot>
            <tr>
              {columns.map((c) => (
                <td key={c.field} style={{ textAlign: columnAlign(c) }}>
                  {c.sum ? sumText(c, sums[c.field]) : ''}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
