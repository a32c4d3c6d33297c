import type { NavPreset } from './nav-preset';

/**
 * The Open list (document 1 §2 and §4): hidden presets appear only with show-hidden on; the search
 * box matches name or description, case-insensitively, ignoring surrounding blanks.
 */
export function visiblePresets<P extends Pick<NavPreset, 'name' | 'desc' | 'hidden'>>(
  presets: readonly P[],
  showHidden: boolean,
  search: string,
): P[] {
  const needle = search.trim().toLowerCase();
  return presets.filter(
    (p) =>
      (showHidden || !p.hidden) &&
      (needle === '' || p.name.toLowerCase().includes(needle) || (p.desc ?? '').toLowerCase().includes(needle)),
  );
}
