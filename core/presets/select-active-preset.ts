import type { NavPreset } from './nav-preset';

const FALLBACK_NAME = 'efficiency';

/** The active preset: the one with the active euid, else the one named efficiency (any case), else the first. */
export function selectActivePreset<P extends Pick<NavPreset, 'euid' | 'name'>>(
  presets: readonly P[],
  activeEuid: string | null | undefined,
): P | undefined {
  return (
    (activeEuid ? presets.find((p) => p.euid === activeEuid) : undefined) ??
    presets.find((p) => p.name.trim().toLowerCase() === FALLBACK_NAME) ??
    presets[0]
  );
}
