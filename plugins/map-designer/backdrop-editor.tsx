import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  clearBackdrop,
  MAX_TILES_PER_COLOUR,
  normaliseCanvasSide,
  paintTiles,
  resizeCanvas,
  tileCountByColour,
  type Backdrop,
  type PenSize,
} from '../../core/map-design';
import { CLEAR_BACKDROP_CONFIRMATION } from '../../core/errors';
import type { MapColour } from '../../core/model';
import { ConfirmDialog, Toasts, useService } from '../../workbench/api';
import { BackdropScene, type BackdropViewMode } from './backdrop-scene';
import { BackdropToolbar } from './backdrop-toolbar';

const HINTS: Record<BackdropViewMode, string> = {
  edit: 'Click or drag to paint. Wheel to zoom, right-drag to pan.',
  view: 'Drag to orbit, right-drag to pan, wheel to zoom.',
};

/** The controls Tab stops at inside `root`, in document order. */
function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, input, select, textarea, [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !el.matches(':disabled') && el.getClientRects().length > 0,
  );
}

/**
 * The backdrop editor (document 2 §2, §5): full screen, Edit (top-down, draw) and View (3D orbit);
 * canvas width and height, elevation, pen size and the ten map colours. Painting goes through core's
 * paintTiles (outside tiles rejected, no duplicates, replacing another colour, 10000 per colour).
 *
 * It is rendered into document.body: inside the shell's main area (an isolated stacking context)
 * its z-index could not lift it over the shell's sticky top bar. As a modal it keeps the keyboard
 * inside it, and gives the focus back to the control that opened it.
 */
export function BackdropEditor({ backdrop, onDone, onCancel }: { backdrop: Backdrop; onDone(b: Backdrop): void; onCancel(): void }) {
  const [b, setB] = useState(backdrop);
  const [mode, setMode] = useState<BackdropViewMode>('edit');
  const [pen, setPen] = useState<PenSize>(1);
  const [colour, setColour] = useState<MapColour>('SteelBlue');
  const [z, setZ] = useState(0);
  const [size, setSize] = useState({ w: String(backdrop.width), h: String(backdrop.height) });
  const [note, setNote] = useState('');
  const root = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<BackdropScene | null>(null);
  // The drawing as of the last stroke: pointer moves can come faster than React renders.
  const latest = useRef(backdrop);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  const toasts = useService<Toasts>(Toasts);

  const update = (next: Backdrop) => {
    latest.current = next;
    setB(next);
  };

  useEffect(() => {
    const s = new BackdropScene(host.current!, mode, latest.current);
    scene.current = s;
    return () => {
      s.dispose();
      scene.current = null;
    };
    // One renderer for the editor's life; the mode and the drawing are handed to it below.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one renderer for the editor's life
  }, []);
  useEffect(() => scene.current?.setMode(mode), [mode]);
  useEffect(() => scene.current?.setBackdrop(b), [b]);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    tabStops(root.current!)[0]?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  const paint = (e: PointerEvent) => {
    const c = scene.current?.cellAt(e.clientX, e.clientY);
    if (!c) return;
    try {
      const r = paintTiles(latest.current, { ...c, z, pen, color: colour });
      update(r.backdrop);
      if (r.rejected.limit > 0) setNote(`At most ${MAX_TILES_PER_COLOUR} tiles per colour`);
      else if (r.rejected.outside > 0) setNote('Tiles outside the canvas were not placed');
      else setNote('');
    } catch (err) {
      setNote((err as Error).message);
    }
  };
  const applySize = () => {
    const current = latest.current;
    try {
      const w = normaliseCanvasSide(Number(size.w));
      const h = normaliseCanvasSide(Number(size.h));
      setSize({ w: String(w), h: String(h) });
      if (w !== current.width || h !== current.height) update(resizeCanvas(current, w, h).backdrop);
    } catch (err) {
      toasts.show({ severity: 'error', summary: 'Backdrop', detail: (err as Error).message, life: 4000 });
      setSize({ w: String(current.width), h: String(current.height) });
    }
  };
  const clear = () =>
    void confirm
      .ask({ header: CLEAR_BACKDROP_CONFIRMATION.header, message: CLEAR_BACKDROP_CONFIRMATION.message, acceptLabel: CLEAR_BACKDROP_CONFIRMATION.accept })
      .then((ok) => ok && update(clearBackdrop(latest.current)));
  const changed = () => latest.current !== backdrop && JSON.stringify(latest.current) !== JSON.stringify(backdrop);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      // Escape leaves an untouched backdrop; a drawing is kept or dropped by name, never by a stray key.
      e.preventDefault();
      if (changed()) setNote('The drawing has changes: Done keeps them, Cancel discards them.');
      else onCancel();
      return;
    }
    if (e.key !== 'Tab') return;
    const stops = tabStops(root.current!);
    const at = stops.indexOf(document.activeElement as HTMLElement);
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      stops[stops.length - 1]?.focus();
    } else if (!e.shiftKey && (at === stops.length - 1 || at === -1)) {
      e.preventDefault();
      stops[0]?.focus();
    }
  };

  const counts = tileCountByColour(b);
  return createPortal(
    <div ref={root} className="backdrop-editor" role="dialog" aria-modal="true" aria-label="Backdrop editor" tabIndex={-1} onKeyDown={onKeyDown}>
      <BackdropToolbar
        mode={mode}
        onMode={setMode}
        size={size}
        onSizeInput={setSize}
        onSizeCommit={applySize}
        elevation={z}
        onElevation={setZ}
        pen={pen}
        onPen={setPen}
        colour={colour}
        onColour={setColour}
        counts={counts}
        canClear={b.voxels.length > 0}
        onClear={clear}
        onCancel={onCancel}
        onDone={() => onDone(latest.current)}
      />
      <div
        ref={host}
        className={`backdrop-canvas ${mode}`}
        data-testid="backdrop-canvas"
        data-tiles={b.voxels.length}
        onPointerDown={(e) => {
          if (e.button !== 0) return;
          (e.target as Element).setPointerCapture?.(e.pointerId);
          paint(e);
        }}
        onPointerMove={(e) => e.buttons === 1 && paint(e)}
      />
      <footer className="backdrop-statusbar">
        <span className="backdrop-hint">{HINTS[mode]}</span>
        <span role="status" className="backdrop-note">{note}</span>
        <span className="backdrop-stats">{`${b.width} × ${b.height} canvas · ${b.voxels.length.toLocaleString('en-US')} ${b.voxels.length === 1 ? 'tile' : 'tiles'}`}</span>
      </footer>
    </div>,
    document.body,
  );
}
