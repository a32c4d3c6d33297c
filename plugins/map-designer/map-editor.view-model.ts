import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  assignedKey,
  assignEntity,
  canEditMap,
  canUndo,
  createFlowLink,
  currentFlowId,
  deleteFlowLink,
  deleteNodes,
  drillBackTo,
  drillInto,
  dropEntity,
  duplicateNode,
  GRID_PX,
  hasUnsavedChanges,
  addNode,
  linkField,
  markSaved,
  moveNode,
  prepareMapSave,
  recordEdit,
  resizeNode,
  ROOT_TRAIL,
  setNodeLabel,
  startHistory,
  trailLabels,
  unassignEntity,
  undo,
  type Backdrop,
  type Design,
  type Direction,
  type DrillTrail,
  type EditorHistory,
  type KnownEntities,
  type MapDesign,
  type MapEntityType,
  type MapNode,
  type MappyMessage,
  type Point,
} from '../../core/map-design';
import { parseApiError, presetErrorToast, NON_ADMIN_DEFAULT_MAP } from '../../core/errors';
import type { Role } from '../../core/model';
import type { NavStore } from '../../core/navigation';
import type { MapDesigns, Toasts } from '../../workbench/api';
import { contentBounds, fitToBounds, zoomAt, type Viewport } from '../../workbench/kit/map-canvas/viewport';

export interface EntityItem {
  key: string;
  name: string;
}

/** Where the editor announces assignments (the MAPPY BroadcastChannel in the browser). */
export interface AssignmentChannel {
  post(message: MappyMessage): void;
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : parseApiError(e as never);
}

/**
 * The map editor (document 2 §2 "Map editor", §4 "Map design"): the open map, its undo history, the
 * level trail, the selection and the canvas viewport. Every edit goes through core's map-design
 * functions; a refused edit shows its reason and changes nothing.
 */
export class MapEditorViewModel {
  history: EditorHistory;
  trail: DrillTrail = ROOT_TRAIL;
  selected: ReadonlySet<string> = new Set();
  viewport: Viewport = { x: 0, y: 0, zoom: 1 };
  saving = false;
  /** The last assignment another tab announced on MAPPY. */
  remoteNote = '';

  constructor(
    public map: MapDesign,
    private readonly allMaps: () => readonly MapDesign[],
    readonly machines: readonly EntityItem[],
    readonly locations: readonly EntityItem[],
    private readonly role: Role,
    private readonly api: MapDesigns,
    private readonly nav: NavStore,
    private readonly toasts: Toasts,
    private readonly channel: AssignmentChannel,
    private readonly onSaved: (maps: MapDesign[]) => void,
  ) {
    this.history = startHistory(map.design);
    makeObservable(this, {
      history: observableRef,
      trail: observableRef,
      selected: observableRef,
      viewport: observableRef,
      saving: observable,
      remoteNote: observable,
      map: observableRef,
      design: computed,
      nodes: computed,
      backdrop: computed,
      flowId: computed,
      dirty: computed,
      canUndo: computed,
      selectedNode: computed,
      assignedNodes: computed,
      edit: action,
      undo: action,
      select: action,
      clearSelection: action,
      drillTo: action,
      drillBack: action,
      setViewport: action,
      markSaved: action,
      receive: action,
    });
  }

  get known(): KnownEntities {
    return { machines: this.machines.map((m) => m.key), locations: this.locations.map((l) => l.key) };
  }

  get design(): Design {
    return this.history.present;
  }

  get flowId(): string {
    return currentFlowId(this.trail);
  }

  get trailLabels(): string[] {
    return trailLabels(this.trail);
  }

  get nodes(): readonly MapNode[] {
    return this.design.flows[this.flowId]?.nodes ?? [];
  }

  get backdrop(): Backdrop | undefined {
    return this.design.flowHelpers[this.flowId];
  }

  get dirty(): boolean {
    return hasUnsavedChanges(this.history);
  }

  get canUndo(): boolean {
    return canUndo(this.history);
  }

  /** Non-admins cannot edit the default map. */
  get editable(): boolean {
    return canEditMap(this.map, this.role);
  }

  get selectedNode(): MapNode | undefined {
    if (this.selected.size !== 1) return undefined;
    const [id] = this.selected;
    return this.nodes.find((n) => n.id === id);
  }

  get assignedNodes(): ReadonlySet<string> {
    return new Set([...Object.keys(this.design.machine_xref.node_to_key), ...Object.keys(this.design.location_xref.node_to_key)]);
  }

  assignedKey(nodeId: string, type: MapEntityType): string | undefined {
    return assignedKey(this.design, nodeId, type);
  }

  entityName(type: MapEntityType, key: string): string {
    return (type === 'MACHINE' ? this.machines : this.locations).find((e) => e.key === key)?.name ?? key;
  }

  /** Applies an edit through core; a refusal is toasted and nothing changes. Answers whether it applied. */
  edit(change: (d: Design) => Design): boolean {
    if (!this.editable) {
      this.toasts.show(presetErrorToast(NON_ADMIN_DEFAULT_MAP));
      return false;
    }
    try {
      this.history = recordEdit(this.history, change(this.history.present));
      return true;
    } catch (e) {
      this.toasts.show(presetErrorToast(errorText(e)));
      return false;
    }
  }

  undo(): void {
    this.history = undo(this.history);
    this.pruneSelection();
  }

  select(nodeId: string, additive = false): void {
    if (!additive) {
      this.selected = new Set([nodeId]);
      return;
    }
    const next = new Set(this.selected);
    if (next.has(nodeId)) next.delete(nodeId);
    else next.add(nodeId);
    this.selected = next;
  }

  clearSelection(): void {
    this.selected = new Set();
  }

  addCustomNode(at: Point): void {
    let id = '';
    if (this.edit((d) => {
      const r = addNode(d, this.flowId, { position: at });
      id = r.node.id;
      return r.design;
    })) this.select(id);
  }

  /** An entity dropped from the sidebar: onto a node it is assigned there, else it gets a new node. */
  dropEntity(type: MapEntityType, key: string, at: Point, targetNodeId?: string): void {
    let nodeId = '';
    const applied = this.edit((d) => {
      const r = dropEntity(d, this.flowId, { type, key, position: at, targetNodeId }, this.known);
      nodeId = r.nodeId;
      return r.design;
    });
    if (!applied) return;
    this.select(nodeId);
    this.channel.post({ key, node_id: nodeId, entity_type: type, from_drag: true });
  }

  assign(nodeId: string, type: MapEntityType, key: string): void {
    if (this.edit((d) => assignEntity(d, nodeId, type, key, this.known))) {
      this.channel.post({ key, node_id: nodeId, entity_type: type, from_drag: false });
    }
  }

  unassign(nodeId: string, type: MapEntityType): void {
    this.edit((d) => unassignEntity(d, nodeId, type));
  }

  move(nodeId: string, to: Point): void {
    this.edit((d) => moveNode(d, nodeId, to));
  }

  /** Moves the whole selection by a number of grid cells (arrow keys). */
  nudge(dx: number, dy: number): void {
    const ids = [...this.selected];
    this.edit((d) => ids.reduce((acc, id) => {
      const n = this.nodes.find((x) => x.id === id);
      return n ? moveNode(acc, id, { x: n.position.x + dx * GRID_PX, y: n.position.y + dy * GRID_PX }) : acc;
    }, d));
  }

  resize(nodeId: string, size: { width: number; height: number }): void {
    this.edit((d) => resizeNode(d, nodeId, size));
  }

  setLabel(nodeId: string, label: string): void {
    this.edit((d) => setNodeLabel(d, nodeId, label));
  }

  /** Ctrl+D: duplicates the selected nodes; the copies become the selection. */
  duplicateSelected(): void {
    const ids = [...this.selected];
    if (ids.length === 0) return;
    const copies: string[] = [];
    if (this.edit((d) => ids.reduce((acc, id) => {
      const r = duplicateNode(acc, id);
      copies.push(r.node.id);
      return r.design;
    }, d))) this.selected = new Set(copies);
  }

  /** Backspace: deletes the selected nodes with their nested flows and assignments. */
  deleteSelected(): void {
    const ids = [...this.selected];
    if (ids.length === 0) return;
    if (this.edit((d) => deleteNodes(d, ids))) this.clearSelection();
  }

  link(nodeId: string, direction: Direction): string | undefined {
    return this.nodes.find((n) => n.id === nodeId)?.data.extra[linkField(direction)] || undefined;
  }

  createLink(nodeId: string, direction: Direction): void {
    this.edit((d) => createFlowLink(d, nodeId, direction).design);
  }

  deleteLink(nodeId: string, direction: Direction): void {
    this.edit((d) => deleteFlowLink(d, nodeId, direction));
  }

  /** Drills into a node's direction (its flow must exist). */
  drillTo(nodeId: string, direction: Direction): void {
    const target = this.link(nodeId, direction);
    if (!target) return;
    this.trail = drillInto(this.trail, target);
    this.clearSelection();
  }

  drillBack(level: number): void {
    this.trail = drillBackTo(this.trail, level);
    this.clearSelection();
  }

  setViewport(v: Viewport): void {
    this.viewport = v;
  }

  zoomAt(screen: Point, factor: number): void {
    this.viewport = zoomAt(this.viewport, screen, factor);
  }

  fit(canvas: { width: number; height: number }): void {
    if (canvas.width <= 0 || canvas.height <= 0) return;
    this.viewport = fitToBounds(contentBounds(this.nodes, this.backdrop), canvas);
  }

  setBackdrop(backdrop: Backdrop): void {
    this.edit((d) => ({ ...d, flowHelpers: { ...d.flowHelpers, [this.flowId]: backdrop } }));
  }

  markSaved(map: MapDesign): void {
    this.map = map;
    this.history = markSaved(this.history);
  }

  /** Save: core checks the map is the active one and may be edited; sizes are rounded as saved. */
  async save(): Promise<boolean> {
    if (!this.dirty || this.saving) return false;
    try {
      const { mapdesign, warnings } = prepareMapSave({
        maps: this.allMaps(),
        activeMapName: this.nav.state.mapState.activeMapName,
        mapName: this.map.name,
        design: this.design,
        role: this.role,
      });
      for (const w of warnings) this.toasts.show({ severity: 'warn', summary: 'Map', detail: w, life: 4000 });
      this.saving = true;
      const saved = this.history.present;
      const maps = await this.api.update(mapdesign);
      const fresh = maps.find((m) => m.name === this.map.name) ?? { ...this.map, design: saved };
      this.markSaved({ ...fresh, design: saved });
      this.onSaved(maps);
      this.toasts.show({ severity: 'success', summary: 'Map saved', detail: this.map.name, life: 2000 });
      return true;
    } catch (e) {
      this.toasts.show(presetErrorToast(errorText(e)));
      return false;
    } finally {
      this.saving = false;
    }
  }

  /** An assignment announced by another tab: applied here too when the node exists and the key is known. */
  receive(message: MappyMessage): void {
    const known = message.entity_type === 'MACHINE' ? this.known.machines : this.known.locations;
    if (!known.includes(message.key) || !this.nodeExists(message.node_id)) return;
    if (this.assignedKey(message.node_id, message.entity_type) === message.key) return;
    if (this.edit((d) => assignEntity(d, message.node_id, message.entity_type, message.key, this.known))) {
      this.remoteNote = `${this.entityName(message.entity_type, message.key)} was assigned to node ${message.node_id} in another tab`;
    }
  }

  private nodeExists(id: string): boolean {
    return Object.values(this.design.flows).some((f) => f.nodes.some((n) => n.id === id));
  }

  private pruneSelection(): void {
    const ids = new Set(this.nodes.map((n) => n.id));
    const kept = [...this.selected].filter((id) => ids.has(id));
    if (kept.length !== this.selected.size) this.selected = new Set(kept);
    if (!this.design.flows[this.flowId]) this.trail = ROOT_TRAIL;
  }
}
