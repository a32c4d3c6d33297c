import { useState } from 'react';

/**
 * The rows the columns are sized by: those shown when these columns first had rows. They are held
 * until the columns change or the table empties or fills again, so realtime updates of the rows do
 * not make the columns jump.
 */
export function useRowsWhenFirstFilled<Row>(columns: unknown, rows: readonly Row[]): readonly Row[] {
  const [held, setHeld] = useState({ columns, rows });
  if (held.columns !== columns || held.rows.length > 0 !== rows.length > 0) {
    // Derived state, set while rendering (React's documented pattern): React renders again at once.
    setHeld({ columns, rows });
    return rows;
  }
  return held.rows;
}
