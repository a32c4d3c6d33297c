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
  fontSize: 14,
  headerFontWeight: 600,
});

/** Row height of the grid; the auto-sizing mode divides the free height by it. */
export const GRID_ROW_HEIGHT = 40;
export const GRID_HEADER_HEIGHT = 44;
