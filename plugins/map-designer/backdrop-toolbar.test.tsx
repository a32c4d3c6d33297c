// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANVAS_MAX, CANVAS_MIN, CANVAS_STEP, type PenSize } from '../../core/map-design';
import { MAP_COLOURS, type MapColour } from '../../core/model';
import { swatchTip } from './backdrop-colour-picker';
import type { BackdropViewMode } from './backdrop-scene';
import { BackdropToolbar, type BackdropToolbarProps } from './backdrop-toolbar';

afterEach(() => cleanup());

/** The toolbar with its state kept, as the editor keeps it; `spy` sees every call. */
function Harness({ spy, counts = {}, canClear = true, initial = 'SteelBlue' }: { spy: Partial<BackdropToolbarProps>; counts?: Partial<Record<MapColour, number>>; canClear?: boolean; initial?: MapColour }) {
  const [mode, setMode] = useState<BackdropViewMode>('edit');
  const [size, setSize] = useState({ w: '30', h: '20' });
  const [pen, setPen] = useState<PenSize>(1);
  const [colour, setColour] = useState<MapColour>(initial);
  const [z, setZ] = useState(0);
  return (
    <BackdropToolbar
      mode={mode}
      onMode={(m) => (setMode(m), spy.onMode?.(m))}
      size={size}
      onSizeInput={setSize}
      onSizeCommit={() => spy.onSizeCommit?.()}
      elevation={z}
      onElevation={(v) => (setZ(v), spy.onElevation?.(v))}
      pen={pen}
      onPen={(p) => (setPen(p), spy.onPen?.(p))}
      colour={colour}
      onColour={(c) => (setColour(c), spy.onColour?.(c))}
      counts={counts}
      canClear={canClear}
      onClear={() => spy.onClear?.()}
      onCancel={() => spy.onCancel?.()}
      onDone={() => spy.onDone?.()}
    />
  );
}

describe('map-designer: the backdrop editor toolbar (document 2 §2 Backdrop editor, §5 Backdrop)', () => {
  it('is one named toolbar of labelled groups: Mode, Canvas (Width, Height), Elevation, Pen, Colour, then Clear, Cancel, Done', () => {
    render(<Harness spy={{}} />);
    const bar = screen.getByRole('toolbar', { name: 'Backdrop tools' });
    expect(within(bar).getByRole('group', { name: 'Mode' })).toBeTruthy();
    const canvas = within(bar).getByRole('group', { name: 'Canvas' });
    expect(within(canvas).getByLabelText('Width')).toBeTruthy();
    expect(within(canvas).getByLabelText('Height')).toBeTruthy();
    expect(within(bar).getByRole('spinbutton', { name: 'Elevation' })).toBeTruthy();
    expect(within(bar).getByRole('group', { name: 'Pen' })).toBeTruthy();
    expect(within(bar).getByRole('radiogroup', { name: 'Colour' })).toBeTruthy();
    const buttons = within(bar).getAllByRole('button').map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons.slice(-3)).toEqual(['Clear', 'Cancel', 'Done']);
  });

  it('Width and Height carry the canvas limits (10 to 500, step 2) and commit on leaving the field or on Enter', async () => {
    const onSizeCommit = vi.fn();
    render(<Harness spy={{ onSizeCommit }} />);
    const width = screen.getByLabelText('Width') as HTMLInputElement;
    expect([width.min, width.max, width.step]).toEqual([String(CANVAS_MIN), String(CANVAS_MAX), String(CANVAS_STEP)]);
    await userEvent.clear(width);
    await userEvent.type(width, '41{Enter}');
    expect(onSizeCommit).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    expect(onSizeCommit).toHaveBeenCalledTimes(2);
  });

  it('Edit and View are one choice: only the chosen one is pressed', async () => {
    const onMode = vi.fn();
    render(<Harness spy={{ onMode }} />);
    const mode = screen.getByRole('group', { name: 'Mode' });
    const edit = within(mode).getByRole('button', { name: 'Edit' });
    const view = within(mode).getByRole('button', { name: 'View' });
    expect([edit.getAttribute('aria-pressed'), view.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    await userEvent.click(view);
    expect(onMode).toHaveBeenLastCalledWith('view');
    expect([edit.getAttribute('aria-pressed'), view.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    // Pressing the chosen one again keeps it chosen (never no mode at all).
    await userEvent.click(view);
    expect(view.getAttribute('aria-pressed')).toBe('true');
  });

  it('the pen sizes are 1, 3 and 5', async () => {
    const onPen = vi.fn();
    render(<Harness spy={{ onPen }} />);
    const pen = screen.getByRole('group', { name: 'Pen' });
    expect(within(pen).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['1 × 1', '3 × 3', '5 × 5']);
    await userEvent.click(within(pen).getByRole('button', { name: '5 × 5' }));
    expect(onPen).toHaveBeenLastCalledWith(5);
  });

  it('each swatch is named by its colour and tile count, says the per-colour limit, and only the chosen one is a Tab stop', () => {
    render(<Harness spy={{}} counts={{ ForestGreen: 1, BrickRed: 10000 }} />);
    const radios = within(screen.getByRole('radiogroup', { name: 'Colour' })).getAllByRole('radio');
    expect(radios.map((r) => r.getAttribute('aria-label'))).toEqual(MAP_COLOURS.map((c) => `${c} (${c === 'ForestGreen' ? 1 : c === 'BrickRed' ? 10000 : 0} tiles)`));
    const limit = document.getElementById(radios[0]!.getAttribute('aria-describedby')!);
    expect(limit?.textContent).toBe('At most 10000 tiles per colour');
    expect(radios.map((r) => r.getAttribute('data-pr-tooltip'))[5]).toBe(swatchTip('ForestGreen', 1));
    expect(swatchTip('BrickRed', 10000)).toBe('BrickRed: 10,000 of 10,000 tiles');
    expect(radios.filter((r) => r.tabIndex === 0).map((r) => r.getAttribute('aria-checked'))).toEqual(['true']);
    expect(screen.getByText('SteelBlue · 0 / 10,000 tiles')).toBeTruthy();
  });

  it.each([
    ['ArrowRight', 'SteelBlue', 'DarkGray'],
    ['ArrowDown', 'SteelBlue', 'DarkGray'],
    ['ArrowLeft', 'SteelBlue', 'Olive'],
    ['Home', 'ForestGreen', 'DarkGray'],
    ['End', 'ForestGreen', 'SteelBlue'],
  ] as const)('%s in the colour group moves from %s to %s, choosing it and taking the focus', async (key, from, to) => {
    const onColour = vi.fn();
    render(<Harness spy={{ onColour }} initial={from} />);
    const group = screen.getByRole('radiogroup', { name: 'Colour' });
    within(group).getByRole('radio', { name: new RegExp(`^${from} `) }).focus();
    await userEvent.keyboard(`{${key}}`);
    const target = within(group).getByRole('radio', { name: new RegExp(`^${to} `) });
    expect(target.getAttribute('aria-checked')).toBe('true');
    expect(document.activeElement).toBe(target);
    expect(onColour).toHaveBeenLastCalledWith(to);
  });

  it('Clear is offered only when there is something to clear', () => {
    render(<Harness spy={{}} canClear={false} />);
    expect((screen.getByRole('button', { name: 'Clear' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
