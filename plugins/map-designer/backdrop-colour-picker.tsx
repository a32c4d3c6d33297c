import type { CSSProperties } from 'react';
import { MAP_COLOUR_HEX, MAX_TILES_PER_COLOUR } from '../../core/map-design';
import { MAP_COLOURS, type MapColour } from '../../core/model';
import { useArrowChoice } from '../../workbench/kit/form-controls/arrow-choice';

const count = (n: number) => n.toLocaleString('en-US');

/** What a swatch's tooltip says: the colour and how much of its tile allowance the drawing uses. */
export function swatchTip(colour: MapColour, used: number): string {
  return `${colour}: ${count(used)} of ${count(MAX_TILES_PER_COLOUR)} tiles`;
}

/**
 * The ten map colours as one radio group (one Tab stop; the arrows, Home and End choose): each
 * swatch is named by its colour and its tile count, and its tooltip adds the per-colour limit.
 */
export function BackdropColourPicker({ value, counts, labelledBy, limitId, onChange }: {
  value: MapColour;
  counts: Partial<Record<MapColour, number>>;
  labelledBy: string;
  /** The element that states the per-colour limit, read as every swatch's description. */
  limitId: string;
  onChange(colour: MapColour): void;
}) {
  const { refs: swatches, onKeyDown } = useArrowChoice(MAP_COLOURS, value, onChange);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="backdrop-colours" onKeyDown={onKeyDown}>
      {MAP_COLOURS.map((c, i) => {
        const used = counts[c] ?? 0;
        const chosen = c === value;
        return (
          <button
            key={c}
            ref={(el) => {
              swatches.current[i] = el;
            }}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={`${c} (${used} tiles)`}
            aria-describedby={limitId}
            tabIndex={chosen ? 0 : -1}
            className="backdrop-swatch backdrop-tip"
            data-pr-tooltip={swatchTip(c, used)}
            data-colour={c}
            style={{ '--swatch': MAP_COLOUR_HEX[c] } as CSSProperties}
            onClick={() => onChange(c)}
          >
            {chosen && <i className="pi pi-check" aria-hidden="true" />}
            {used > 0 && <span className="backdrop-swatch-used" style={{ width: `${Math.max(8, (100 * used) / MAX_TILES_PER_COLOUR)}%` }} aria-hidden="true" />}
          </button>
        );
      })}
    </div>
  );
}

/** The chosen colour's tile use, shown beside the group's label: "SteelBlue · 12 / 10,000 tiles". */
export function colourUsage(colour: MapColour, counts: Partial<Record<MapColour, number>>): string {
  return `${colour} · ${count(counts[colour] ?? 0)} / ${count(MAX_TILES_PER_COLOUR)} tiles`;
}
