import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressSpinner } from 'primereact/progressspinner';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent, type PointerEvent } from 'react';
import { MAP_EDITOR_TIPS, type MapEntityType, type Point } from '../../core/map-design';
import { NON_ADMIN_DEFAULT_MAP, UNSAVED_MAP_CONFIRMATION } from '../../core/errors';
import { ConfirmDialog, LeaveGuard, Toasts, useService } from '../../workbench/api';
import { MapStage } from '../../workbench/kit/map-canvas/map-stage';
import { BLOCK_KIND_HEX } from '../../workbench/kit/map-canvas/scene-block';
import { hitTest, toWorld } from '../../workbench/kit/map-canvas/viewport';
import { EntitySidebar, ENTITY_MIME } from './entity-sidebar';
import { MappyBroadcast } from './mappy-broadcast';
import type { MapEditorViewModel } from './map-editor.view-model';
import { NodePanel } from './node-panel';
import { designerIds } from './test-ids';
import { useCentreKept } from './use-centre-kept';

const MapPreview3D = lazy(() => import('./map-preview-3d'));

const PREVIEW_KINDS = [['machine', 'machines'], ['location', 'locations'], ['custom', 'custom nodes']] as const;

type Gesture =
  | { kind: 'move'; nodeId: string; start: Point; origin: Point; moved: boolean }
  | { kind: 'resize'; nodeId: string; start: Point; size: { width: number; height: number } }
  | { kind: 'pan'; start: Point; origin: Point };

/** Leaving with unsaved work asks 'Unsaved Changes' (document 2 §5): links, browser back, unload and the workbench's own controls. */
function useUnsavedGuard(vm: MapEditorViewModel) {
  const confirm = useService<ConfirmDialog>(ConfirmDialog);
  const leaveGuard = useService<LeaveGuard>(LeaveGuard);
  const { ask, mayLeave } = useMemo(() => {
    const ask = () => confirm.ask({ header: UNSAVED_MAP_CONFIRMATION.header, message: UNSAVED_MAP_CONFIRMATION.message });
    return { ask, mayLeave: async () => !vm.dirty || (await ask()) };
  }, [vm, confirm]);
  useEffect(() => {
    // Buttons that switch the view (display modes, Dataset, presets) are no links: they ask through the leave guard.
    const unregister = leaveGuard.register(mayLeave);
    // Browser back: a guard entry is pushed while there are unsaved changes; leaving it asks first.
    let guarded = false;
    const arm = () => {
      if (vm.dirty && !guarded) {
        history.pushState({ mapGuard: true }, '');
        guarded = true;
      }
    };
    const onPop = () => {
      if (!guarded) return;
      guarded = false;
      void ask().then((leave) => (leave ? history.back() : arm()));
    };
    // Links elsewhere in the app (sidebar entries) ask as well.
    const onClick = (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest('a[href]');
      if (!a || !vm.dirty || a.closest('[data-map-editor]')) return;
      e.preventDefault();
      e.stopPropagation();
      void ask().then((leave) => {
        if (!leave) return;
        guarded = false;
        window.location.assign((a as HTMLAnchorElement).href);
      });
    };
    const onUnload = (e: BeforeUnloadEvent) => {
      if (vm.dirty) e.preventDefault();
    };
    const timer = window.setInterval(arm, 250);
    window.addEventListener('popstate', onPop);
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onUnload);
    return () => {
      unregister();
      window.clearInterval(timer);
      window.removeEventListener('popstate', onPop);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [vm, ask, mayLeave, leaveGuard]);
  return mayLeave;
}

/** The map editor (document 2 §2): header buttons, entity sidebar, the canvas, the node panel. */
export const MapEditor = observer(function MapEditor({ vm, onClose }: { vm: MapEditorViewModel; onClose(): void }) {
  const host = useRef<HTMLDivElement>(null);
  const gesture = useRef<Gesture | null>(null);
  const [tips, setTips] = useState(false);
  const [backdropOpen, setBackdropOpen] = useState(false);
  const [view3D, setView3D] = useState(false);
  const fittedFlow = useRef<string | null>(null);
  const mappy = useService<MappyBroadcast>(MappyBroadcast);
  const toasts = useService<Toasts>(Toasts);
  const mayLeave = useUnsavedGuard(vm);
  useCentreKept(host, vm, !view3D);

  useEffect(() => mappy.listen((m) => vm.receive(m), (e) => toasts.show({ severity: 'error', summary: 'Error', detail: e.message, life: 4000 })), [mappy, vm, toasts]);
  // A level is fitted when the 2D canvas first shows it (also after a drill made in the 3D preview).
  useEffect(() => {
    const el = host.current;
    if (!el || fittedFlow.current === vm.flowId) return;
    fittedFlow.current = vm.flowId;
    vm.fit({ width: el.clientWidth, height: el.clientHeight });
  }, [vm, vm.flowId, view3D]);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = host.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const world = (e: { clientX: number; clientY: number }) => toWorld(vm.viewport, local(e));

  const onPointerDown = (e: PointerEvent) => {
    host.current?.focus();
    const p = world(e);
    const hit = hitTest(vm.nodes, p, vm.viewport.zoom);
    (e.target as Element).setPointerCapture?.(e.pointerId);
    if (!hit) {
      if (!e.ctrlKey) vm.clearSelection();
      gesture.current = { kind: 'pan', start: local(e), origin: { x: vm.viewport.x, y: vm.viewport.y } };
      return;
    }
    const node = vm.nodes.find((n) => n.id === hit.nodeId)!;
    if (e.ctrlKey || e.metaKey) vm.select(hit.nodeId, true);
    else if (!vm.selected.has(hit.nodeId)) vm.select(hit.nodeId);
    gesture.current = hit.part === 'resize'
      ? { kind: 'resize', nodeId: node.id, start: p, size: { ...node.style } }
      : { kind: 'move', nodeId: node.id, start: p, origin: { ...node.position }, moved: false };
  };
  const onPointerMove = (e: PointerEvent) => {
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pan') {
      const p = local(e);
      vm.setViewport({ ...vm.viewport, x: g.origin.x + p.x - g.start.x, y: g.origin.y + p.y - g.start.y });
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.kind === 'pan') return;
    const p = world(e);
    const dx = p.x - g.start.x;
    const dy = p.y - g.start.y;
    if (Math.abs(dx) < 4 && Math.abs(dy) < 4) return;
    if (g.kind === 'move') vm.move(g.nodeId, { x: g.origin.x + dx, y: g.origin.y + dy });
    else vm.resize(g.nodeId, { width: g.size.width + dx, height: g.size.height + dy });
  };
  const onWheel = (e: React.WheelEvent) => vm.zoomAt(local(e), e.deltaY < 0 ? 1.1 : 1 / 1.1);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const raw = e.dataTransfer.getData(ENTITY_MIME) || e.dataTransfer.getData('text/plain');
    if (!raw) return;
    const p = world(e);
    const target = hitTest(vm.nodes, p, vm.viewport.zoom)?.nodeId;
    if (raw === 'CUSTOM') {
      if (!target) vm.addCustomNode(p);
      return;
    }
    const [type, ...key] = raw.split(':');
    vm.dropEntity(type as MapEntityType, key.join(':'), p, target);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const ctrl = e.ctrlKey || e.metaKey;
    if (ctrl && e.key.toLowerCase() === 'z') {
      e.preventDefault();
      vm.undo();
    } else if (ctrl && e.key.toLowerCase() === 'd') {
      e.preventDefault();
      vm.duplicateSelected();
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      vm.deleteSelected();
    } else if (e.key.startsWith('Arrow') && vm.selected.size > 0) {
      e.preventDefault();
      vm.nudge(e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0, e.key === 'ArrowUp' ? -1 : e.key === 'ArrowDown' ? 1 : 0);
    } else if (e.key === '+' || e.key === '=') vm.zoomAt({ x: host.current!.clientWidth / 2, y: host.current!.clientHeight / 2 }, 1.2);
    else if (e.key === '-') vm.zoomAt({ x: host.current!.clientWidth / 2, y: host.current!.clientHeight / 2 }, 1 / 1.2);
  };

  return (
    <main className="map-editor" aria-label={`Map editor: ${vm.map.name}`} data-testid={designerIds.editor} data-map-editor>
      <header className="map-editor-header">
        <Button icon="pi pi-arrow-left" text aria-label="Back to the map list" onClick={() => void mayLeave().then((ok) => ok && onClose())} />
        <h1>{vm.map.name}</h1>
        <nav aria-label="Level trail" className="map-trail">
          {vm.trailLabels.map((label, i) => (
            <Button key={`${i}-${label}`} label={label} text size="small" aria-current={i === vm.trail.length - 1 ? 'true' : undefined} onClick={() => vm.drillBack(i)} />
          ))}
        </nav>
        <div className="map-editor-actions">
          <Button label="Backdrop" icon="pi pi-palette" size="small" outlined onClick={() => setBackdropOpen(true)} disabled={!vm.editable} />
          <Button label="3D View" icon="pi pi-box" size="small" outlined={!view3D} aria-pressed={view3D} onClick={() => setView3D(!view3D)} data-testid={designerIds.view3D} />
          <Button label="Save" icon="pi pi-save" size="small" disabled={!vm.dirty || vm.saving || !vm.editable} onClick={() => void vm.save()} data-testid={designerIds.save} />
          <Button label="Undo" icon="pi pi-undo" size="small" outlined disabled={!vm.canUndo} onClick={() => vm.undo()} data-testid={designerIds.undo} />
          <Button label="Info" icon="pi pi-info-circle" size="small" text onClick={() => setTips(true)} />
        </div>
      </header>
      {!vm.editable && <p className="map-editor-readonly" role="status">{NON_ADMIN_DEFAULT_MAP}</p>}
      {vm.remoteNote && <p className="map-editor-remote" role="status">{vm.remoteNote}</p>}
      <div className="map-editor-body">
        <EntitySidebar vm={vm} />
        <div className="map-editor-canvas-column">
          <p role="status" className="map-editor-preview-note">
            {view3D && (
              <>
                3D preview, view only: drag to orbit; edits are made on the 2D canvas (press 3D View again). Colours:
                {PREVIEW_KINDS.map(([kind, name]) => (
                  <span key={kind} className="map-editor-preview-kind">
                    <span className="map-editor-preview-swatch" style={{ background: BLOCK_KIND_HEX[kind] }} aria-hidden="true" />
                    {name}
                  </span>
                ))}
              </>
            )}
          </p>
          {view3D ? (
            <Suspense fallback={<div className="map-editor-preview"><ProgressSpinner aria-label="Loading the 3D preview" /></div>}>
              <MapPreview3D vm={vm} />
            </Suspense>
          ) : (
            <>
              <div
                ref={host}
                className="map-editor-canvas"
                tabIndex={0}
                role="application"
                aria-label="Map canvas. Drop machines or locations here; arrow keys move the selection, Backspace deletes, Ctrl+D duplicates, Ctrl+Z undoes, plus and minus zoom."
                data-testid={designerIds.canvas}
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={onPointerUp}
                onWheel={onWheel}
                onDragOver={(e) => e.preventDefault()}
                onDrop={onDrop}
                onKeyDown={onKeyDown}
              >
                <MapStage nodes={vm.nodes} backdrop={vm.backdrop} selected={vm.selected} assigned={vm.assignedNodes} viewport={vm.viewport} host={host} />
              </div>
              <div className="map-zoom" role="group" aria-label="Zoom">
                <Button icon="pi pi-search-minus" text size="small" aria-label="Zoom out" onClick={() => vm.zoomAt({ x: host.current!.clientWidth / 2, y: host.current!.clientHeight / 2 }, 1 / 1.2)} />
                <span aria-live="polite">{Math.round(vm.viewport.zoom * 100)}%</span>
                <Button icon="pi pi-search-plus" text size="small" aria-label="Zoom in" onClick={() => vm.zoomAt({ x: host.current!.clientWidth / 2, y: host.current!.clientHeight / 2 }, 1.2)} />
                <Button label="Fit" text size="small" onClick={() => vm.fit({ width: host.current!.clientWidth, height: host.current!.clientHeight })} />
              </div>
            </>
          )}
          <section aria-label="Nodes on this level" className="map-node-list" data-testid={designerIds.nodeList}>
            <h2>Nodes on this level ({vm.nodes.length})</h2>
            <ul>
              {vm.nodes.map((n) => {
                const m = vm.assignedKey(n.id, 'MACHINE');
                const l = vm.assignedKey(n.id, 'LOCATION');
                return (
                  <li key={n.id}>
                    <button type="button" aria-pressed={vm.selected.has(n.id)} onClick={(e) => vm.select(n.id, e.ctrlKey || e.metaKey)} data-node-id={n.id}>
                      {`Node ${n.id}`}{n.data.extra.label ? ` · ${n.data.extra.label}` : ''}{m ? ` · machine ${m}` : ''}{l ? ` · location ${l}` : ''}
                      {` · ${n.position.x},${n.position.y} · ${n.style.width}x${n.style.height}`}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
        <NodePanel vm={vm} />
      </div>
      <Dialog header="Tips" visible={tips} onHide={() => setTips(false)} style={{ width: 'min(360px, 95vw)' }}>
        <ul>{MAP_EDITOR_TIPS.map((t) => <li key={t}>{t}</li>)}</ul>
      </Dialog>
      {backdropOpen && vm.backdrop && <BackdropHost vm={vm} onClose={() => setBackdropOpen(false)} />}
    </main>
  );
});

function BackdropHost({ vm, onClose }: { vm: MapEditorViewModel; onClose(): void }) {
  const [Editor, setEditor] = useState<null | typeof import('./backdrop-editor').BackdropEditor>(null);
  useEffect(() => {
    void import('./backdrop-editor').then((m) => setEditor(() => m.BackdropEditor));
  }, []);
  if (!Editor) return null;
  return <Editor backdrop={vm.backdrop!} onDone={(b) => { vm.setBackdrop(b); onClose(); }} onCancel={onClose} />;
}
