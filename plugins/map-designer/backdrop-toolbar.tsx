import { Button } from 'primereact/button';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { Tooltip } from 'primereact/tooltip';
import { Fragment, useId, type KeyboardEvent, type ReactNode } from 'react';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  CANVAS_STEP,
  ELEVATION_MAX,
  ELEVATION_MIN,
  MAX_TILES_PER_COLOUR,
  PEN_SIZES,
  type PenSize,
} from '../../core/map-design';
import type { MapColour } from '../../core/model';
import { BackdropColourPicker, colourUsage } from './backdrop-colour-picker';
import type { BackdropViewMode } from './backdrop-scene';
import { PRESS_ON_ENTER } from '../../workbench/kit/form-controls/select-button-enter';

const MODES: Array<{ label: string; value: BackdropViewMode; icon: string }> = [
  { label: 'Edit', value: 'edit', icon: 'pi pi-pencil' },
  { label: 'View', value: 'view', icon: 'pi pi-box' },
];
const PENS = PEN_SIZES.map((p) => ({ label: `${p} × ${p}`, value: p }));

export interface BackdropToolbarProps {
  mode: BackdropViewMode;
  onMode(mode: BackdropViewMode): void;
  /** Width and height as typed; they are committed on leaving the field or on Enter. */
  size: { w: string; h: string };
  onSizeInput(size: { w: string; h: string }): void;
  onSizeCommit(): void;
  elevation: number;
  onElevation(z: number): void;
  pen: PenSize;
  onPen(pen: PenSize): void;
  colour: MapColour;
  onColour(colour: MapColour): void;
  counts: Partial<Record<MapColour, number>>;
  canClear: boolean;
  onClear(): void;
  onCancel(): void;
  onDone(): void;
}

/**
 * The backdrop editor's toolbar (document 2 §2, §5): Mode, Canvas, Elevation, Pen and Colour as
 * labelled groups, then Clear, Cancel and Done. It wraps onto more rows on a narrow window.
 */
export function BackdropToolbar(p: BackdropToolbarProps) {
  const id = useId();
  const ids = { mode: `${id}-mode`, canvas: `${id}-canvas`, w: `${id}-w`, h: `${id}-h`, sizeHint: `${id}-size-hint`, z: `${id}-z`, pen: `${id}-pen`, colour: `${id}-colour`, limit: `${id}-limit` };
  const commitOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') p.onSizeCommit();
  };
  const sizeHint = `From ${CANVAS_MIN} to ${CANVAS_MAX} tiles, in steps of ${CANVAS_STEP}; an odd number is bumped up by one.`;
  return (
    <div role="toolbar" aria-label="Backdrop tools" aria-orientation="horizontal" className="backdrop-toolbar">
      <Tooltip target=".backdrop-tip" position="bottom" showDelay={300} event="both" />
      <ToolbarChoice
        labelId={ids.mode}
        label="Mode"
        value={p.mode}
        options={MODES}
        onChange={p.onMode}
        itemTemplate={(o) => (
          <>
            <i className={o.icon} aria-hidden="true" />
            <span>{o.label}</span>
          </>
        )}
      />
      <div className="backdrop-group" role="group" aria-labelledby={ids.canvas}>
        <span id={ids.canvas} className="backdrop-group-label">Canvas</span>
        <div className="backdrop-group-row">
          {(['w', 'h'] as const).map((side) => (
            <Fragment key={side}>
              <label htmlFor={ids[side]} className="backdrop-field-label">{side === 'w' ? 'Width' : 'Height'}</label>
              <InputText
                id={ids[side]}
                type="number"
                inputMode="numeric"
                min={CANVAS_MIN}
                max={CANVAS_MAX}
                step={CANVAS_STEP}
                className="p-inputtext-sm backdrop-number backdrop-tip"
                data-pr-tooltip={sizeHint}
                aria-describedby={ids.sizeHint}
                value={p.size[side]}
                onChange={(e) => p.onSizeInput({ ...p.size, [side]: e.target.value })}
                onBlur={p.onSizeCommit}
                onKeyDown={commitOnEnter}
              />
            </Fragment>
          ))}
          <span id={ids.sizeHint} className="sr-only">{sizeHint}</span>
        </div>
      </div>
      <div className="backdrop-group">
        <label htmlFor={ids.z} className="backdrop-group-label">Elevation</label>
        <InputNumber
          inputId={ids.z}
          value={p.elevation}
          min={ELEVATION_MIN}
          max={ELEVATION_MAX}
          step={1}
          allowEmpty={false}
          useGrouping={false}
          maxFractionDigits={0}
          showButtons
          buttonLayout="horizontal"
          incrementButtonIcon="pi pi-plus"
          decrementButtonIcon="pi pi-minus"
          className="backdrop-elevation"
          incrementButtonClassName="p-button-secondary p-button-outlined"
          decrementButtonClassName="p-button-secondary p-button-outlined"
          inputClassName="p-inputtext-sm backdrop-number"
          onValueChange={(e) => p.onElevation(Math.min(ELEVATION_MAX, Math.max(ELEVATION_MIN, Math.round(Number(e.value) || 0))))}
        />
      </div>
      <ToolbarChoice labelId={ids.pen} label="Pen" value={p.pen} options={PENS} onChange={p.onPen} />
      <div className="backdrop-group">
        <div className="backdrop-group-label">
          <span id={ids.colour}>Colour</span>
          <span className="backdrop-colour-usage" aria-hidden="true">{colourUsage(p.colour, p.counts)}</span>
        </div>
        <BackdropColourPicker value={p.colour} counts={p.counts} labelledBy={ids.colour} limitId={ids.limit} onChange={p.onColour} />
        <span id={ids.limit} className="sr-only">{`At most ${MAX_TILES_PER_COLOUR} tiles per colour`}</span>
      </div>
      <div className="backdrop-actions">
        <Button label="Clear" icon="pi pi-trash" size="small" severity="danger" outlined disabled={!p.canClear} onClick={p.onClear} />
        <Button label="Cancel" size="small" severity="secondary" outlined onClick={p.onCancel} />
        <Button label="Done" icon="pi pi-check" size="small" onClick={p.onDone} />
      </div>
    </div>
  );
}

/** One of the toolbar's labelled segmented choices (Mode, Pen): one item always chosen, Enter chooses. */
function ToolbarChoice<V, O extends { label: string; value: V }>(c: {
  labelId: string;
  label: string;
  value: V;
  options: O[];
  onChange(value: V): void;
  itemTemplate?: (option: O) => ReactNode;
}) {
  return (
    <div className="backdrop-group">
      <span id={c.labelId} className="backdrop-group-label">{c.label}</span>
      <SelectButton
        aria-labelledby={c.labelId}
        className="backdrop-segmented"
        value={c.value}
        options={c.options}
        allowEmpty={false}
        itemTemplate={c.itemTemplate}
        onChange={(e) => e.value && c.onChange(e.value as V)}
        pt={{ button: PRESS_ON_ENTER }}
      />
    </div>
  );
}
