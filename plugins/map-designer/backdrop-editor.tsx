import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import {
  CANVAS_MAX,
  CANVAS_MIN,
  CANVAS_STEP,
  clearBackdrop,
  ELEVATION_MAX,
  ELEVATION_MIN,
  MAP_COLOUR_HEX,
  MAX_TILES_PER_COLOUR,
  normaliseCanvasSide,
  paintTiles,
  PEN_SIZES,
  resizeCanvas,
  tileCountByColour,
  type Backdrop,
  type PenSize,
} from '../../core/map-design';
import { CLEAR_BACKDROP_CONFIRMATION } from '../../core/errors';
import { MAP_COLOURS, type MapColour } from '../../core/model';
import { ConfirmDialog, Toasts, useService } from '../../workbench/api';
import { buildVoxelMeshes } from '../../workbench/api/map-canvas/voxel-meshes';

/**
 * The backdrop editor (document 2 §2, §5): full screen, Edit (top-down, draw) and View (3D orbit);
 * canvas width and height, elevation, pen size and the ten map colours. Painting goes through core's
 * paintTiles (outside tiles rejected, no duplicates, replacing another colour, 10000 per colour).
 */
export function BackdropEditor({ backdrop, onDone, onCancel }: { backdrop: Backdrop; onDone(b: Backdrop): void; onCancel(): void }) {
  const [b, setB] = useState(backdrop);
  const [mode, setMode] = useState<'edit' | 'view'>('edit');
  const [pen, setPen] = useState<PenSize>(1);
  const [colour, setColour] = useState<MapColour>('SteelBlue');
  const [z, setZ] = useState(0);
  const [size, setSize] = useState({ w: String(backdrop.width), h: String(backdrop.height) });
  const [note, setNote] = useState('');
  const host = useRef<HTMLDivElement>(null);
  const scene = useRef<{ renderer: THREE.WebGLRenderer; scene: THREE.Scene; camera: THREE.Camera; voxels: THREE.Group; controls?: OrbitControls; render(): void } | null>(null);
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  const toasts = useService<Toasts>(Toasts);

  useEffect(() => {
    const el = host.current!;
    const renderer = new THREE.WebGLRenderer({ antialias: false });
    renderer.setSize(el.clientWidth, el.clientHeight);
    el.appendChild(renderer.domElement);
    const s = new THREE.Scene();
    s.background = new THREE.Color('#0f172a');
    // A light's position is a read-only Vector3 to set, not to replace (assigning it throws).
    const sun = new THREE.DirectionalLight(0xffffff, 1.5);
    sun.position.set(1, 2, 1);
    s.add(new THREE.AmbientLight(0xffffff, 1.2), sun);
    const aspect = el.clientWidth / el.clientHeight;
    let camera: THREE.Camera;
    let controls: OrbitControls | undefined;
    if (mode === 'edit') {
      const half = Math.max(b.width / aspect, b.height) / 2 + 1;
      const cam = new THREE.OrthographicCamera(-half * aspect, half * aspect, half, -half, 0.1, 1000);
      cam.position.set(b.width / 2, 100, b.height / 2);
      cam.up.set(0, 0, -1);
      cam.lookAt(b.width / 2, 0, b.height / 2);
      camera = cam;
    } else {
      const cam = new THREE.PerspectiveCamera(50, aspect, 0.1, 5000);
      cam.position.set(b.width / 2, Math.max(b.width, b.height), b.height * 1.4);
      controls = new OrbitControls(cam, renderer.domElement);
      controls.target.set(b.width / 2, 0, b.height / 2);
      controls.update();
      camera = cam;
    }
    const voxels = buildVoxelMeshes(b);
    s.add(voxels);
    // Drawn on demand (a change of tiles or of the orbit), not every frame: 100,000 tiles cost a
    // frame each in software rendering, so an idle editor must not redraw them.
    const render = () => renderer.render(s, camera);
    controls?.addEventListener('change', render);
    scene.current = { renderer, scene: s, camera, voxels, controls, render };
    render();
    return () => {
      controls?.removeEventListener('change', render);
      controls?.dispose();
      renderer.dispose();
      el.removeChild(renderer.domElement);
      scene.current = null;
    };
    // The scene is rebuilt when the mode or canvas size changes; tiles are swapped below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, b.width, b.height, b.color]);

  useEffect(() => {
    const sc = scene.current;
    if (!sc) return;
    sc.scene.remove(sc.voxels);
    sc.voxels = buildVoxelMeshes(b);
    sc.scene.add(sc.voxels);
    sc.render();
  }, [b]);

  const cellAt = (e: React.PointerEvent): { x: number; y: number } | null => {
    const sc = scene.current;
    if (!sc || mode !== 'edit') return null;
    const r = host.current!.getBoundingClientRect();
    const ndc = new THREE.Vector2(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    const ray = new THREE.Raycaster();
    ray.setFromCamera(ndc, sc.camera);
    const hit = new THREE.Vector3();
    if (!ray.ray.intersectPlane(new THREE.Plane(new THREE.Vector3(0, 1, 0), 0), hit)) return null;
    return { x: Math.floor(hit.x), y: Math.floor(hit.z) };
  };
  const paint = (e: React.PointerEvent) => {
    const c = cellAt(e);
    if (!c) return;
    try {
      const r = paintTiles(b, { ...c, z, pen, color: colour });
      setB(r.backdrop);
      if (r.rejected.limit > 0) setNote(`At most ${MAX_TILES_PER_COLOUR} tiles per colour`);
      else if (r.rejected.outside > 0) setNote('Tiles outside the canvas were not placed');
      else setNote('');
    } catch (err) {
      setNote((err as Error).message);
    }
  };
  const applySize = () => {
    try {
      const w = normaliseCanvasSide(Number(size.w));
      const h = normaliseCanvasSide(Number(size.h));
      setSize({ w: String(w), h: String(h) });
      setB(resizeCanvas(b, w, h).backdrop);
    } catch (err) {
      toasts.show({ severity: 'error', summary: 'Backdrop', detail: (err as Error).message, life: 4000 });
      setSize({ w: String(b.width), h: String(b.height) });
    }
  };
  const counts = tileCountByColour(b);

  return (
    <div className="backdrop-editor" role="dialog" aria-modal="true" aria-label="Backdrop editor">
      <header className="backdrop-toolbar">
        <div role="group" aria-label="View mode">
          <Button label="Edit" size="small" outlined={mode !== 'edit'} aria-pressed={mode === 'edit'} onClick={() => setMode('edit')} />
          <Button label="View" size="small" outlined={mode !== 'view'} aria-pressed={mode === 'view'} onClick={() => setMode('view')} />
        </div>
        <label>Width <input type="number" min={CANVAS_MIN} max={CANVAS_MAX} step={CANVAS_STEP} value={size.w} onChange={(e) => setSize({ ...size, w: e.target.value })} onBlur={applySize} /></label>
        <label>Height <input type="number" min={CANVAS_MIN} max={CANVAS_MAX} step={CANVAS_STEP} value={size.h} onChange={(e) => setSize({ ...size, h: e.target.value })} onBlur={applySize} /></label>
        <label>Elevation <input type="number" min={ELEVATION_MIN} max={ELEVATION_MAX} step={1} value={z} onChange={(e) => setZ(Math.min(ELEVATION_MAX, Math.max(ELEVATION_MIN, Math.round(Number(e.target.value) || 0))))} /></label>
        <label>Pen <select value={pen} onChange={(e) => setPen(Number(e.target.value) as PenSize)}>{PEN_SIZES.map((p) => <option key={p} value={p}>{p}</option>)}</select></label>
        <div role="radiogroup" aria-label="Colour" className="backdrop-colours">
          {MAP_COLOURS.map((c) => (
            <button key={c} type="button" role="radio" aria-checked={colour === c} aria-label={`${c} (${counts[c] ?? 0} tiles)`} title={c} style={{ background: MAP_COLOUR_HEX[c] }} onClick={() => setColour(c)} />
          ))}
        </div>
        <Button label="Clear" size="small" severity="danger" outlined onClick={() => void confirm.ask({ header: CLEAR_BACKDROP_CONFIRMATION.header, message: CLEAR_BACKDROP_CONFIRMATION.message, acceptLabel: CLEAR_BACKDROP_CONFIRMATION.accept }).then((ok) => ok && setB(clearBackdrop(b)))} />
        <span role="status" className="backdrop-note">{note}</span>
        <Button label="Cancel" size="small" text onClick={onCancel} />
        <Button label="Done" size="small" onClick={() => onDone(b)} />
      </header>
      <div
        ref={host}
        className="backdrop-canvas"
        data-testid="backdrop-canvas"
        data-tiles={b.voxels.length}
        onPointerDown={(e) => { (e.target as Element).setPointerCapture?.(e.pointerId); paint(e); }}
        onPointerMove={(e) => e.buttons === 1 && paint(e)}
      />
    </div>
  );
}
