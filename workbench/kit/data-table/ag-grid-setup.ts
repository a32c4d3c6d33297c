import { CellStyleModule, ClientSideRowModelModule, ModuleRegistry, PinnedRowModule, RowAutoHeightModule, themeQuartz } from 'ag-grid-community';

/** Only the ag-grid modules the table uses (no enterprise): rows, pinned sum row, cell styles, wrapped rows. */
ModuleRegistry.registerModules([ClientSideRowModelModule, PinnedRowModule, CellStyleModule, RowAutoHeightModule]);

/** The grid follows the workbench theme through PrimeReact's CSS variables (light and dark). */
export const gridTheme = themeQuartz.withParams({
  backgroundColor: 'var(--surface-card, #ffffff)',
  foregroundColor: 'var(--text-color, #1f2937)',
  headerBackgroundColor: 'var(--surface-ground, #f3f4f6)',
  headerTextColor: 'var(--text-color, #1f2937)',
  borderColor: 'var(--surface-border, #d1d5db)',
  rowHoverColor: 'var(--surface-hover, #f3f4f6)',
  fontFamily: 'inherit',
  // 14 px at the 16 px root, and half the root's growth beyond it (15.75 px where the shell raises the
  // root to 20 px on a wall display): at 14 px fixed a table was the smallest text of a 2560 px screen,
  // and at the root's full growth Transaction Data's twelve columns no longer fitted beside the sidebar.
  fontSize: 'calc(7px + 0.4375rem)',
  dataFontSize: 'calc(7px + 0.4375rem)',
  headerFontWeight: 600,
});

/** Row height of the grid at the 16 px root (times tableScale); the auto-sizing mode divides the free height by it. */
export const GRID_ROW_HEIGHT = 40;
export const GRID_HEADER_HEIGHT = 44;

/** How much larger than at the 16 px root the table is drawn: half the root's growth, as its type (fontSize above). */
export const tableScale = (rootScale: number): number => 1 + (rootScale - 1) / 2;
