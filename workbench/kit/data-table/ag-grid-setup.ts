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
  // In rem, not px: the shell raises the root size on wall displays (shell.css), and at 14 px fixed a
  // table read as the smallest text of a 2560 px screen.
  fontSize: '0.875rem',
  dataFontSize: '0.875rem',
  headerFontWeight: 600,
});

/** Row height of the grid at the 16 px root (times the root scale); the auto-sizing mode divides the free height by it. */
export const GRID_ROW_HEIGHT = 40;
export const GRID_HEADER_HEIGHT = 44;
