/**
 * The 22 named chart colours (document 2, section 9): the 500 shades of the Tailwind palette,
 * which PrimeReact themes use as their primary and surface colours, so charts match the theme.
 */
export const CHART_PALETTE = Object.freeze([
  { name: 'sky', hex: '#0ea5e9' },
  { name: 'emerald', hex: '#10b981' },
  { name: 'amber', hex: '#f59e0b' },
  { name: 'rose', hex: '#f43f5e' },
  { name: 'violet', hex: '#8b5cf6' },
  { name: 'lime', hex: '#84cc16' },
  { name: 'orange', hex: '#f97316' },
  { name: 'cyan', hex: '#06b6d4' },
  { name: 'fuchsia', hex: '#d946ef' },
  { name: 'green', hex: '#22c55e' },
  { name: 'blue', hex: '#3b82f6' },
  { name: 'yellow', hex: '#eab308' },
  { name: 'pink', hex: '#ec4899' },
  { name: 'teal', hex: '#14b8a6' },
  { name: 'indigo', hex: '#6366f1' },
  { name: 'red', hex: '#ef4444' },
  { name: 'purple', hex: '#a855f7' },
  { name: 'slate', hex: '#64748b' },
  { name: 'stone', hex: '#78716c' },
  { name: 'zinc', hex: '#71717a' },
  { name: 'gray', hex: '#6b7280' },
  { name: 'neutral', hex: '#737373' },
] as const);

export type PaletteColourName = (typeof CHART_PALETTE)[number]['name'];

/** 32-bit FNV-1a: the same name gives the same number in every browser and on the server. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A palette colour picked by the name's stable hash. */
export function hashedPaletteColour(name: string): string {
  return CHART_PALETTE[stableHash(name) % CHART_PALETTE.length]!.hex;
}

/** A shift's colour is its profile colour, else a colour picked by a stable hash of its name. */
export function shiftColour(shift: { name: string; color?: string | null }): string {
  const own = shift.color?.trim();
  return own ? own : hashedPaletteColour(shift.name);
}

/** A named palette colour's hex (document 2 §9 names 22 colours). */
export function paletteHex(name: PaletteColourName): string {
  return CHART_PALETTE.find((c) => c.name === name)!.hex;
}
