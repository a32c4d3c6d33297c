import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import {
  copyMap,
  newMapDesign,
  renameMap,
  toggleMapFlag,
  validateMapName,
  type MapDesign,
} from '../../core/map-design';
import { mapDeleteConfirmation, NON_ADMIN_PRESET_FLAGS, parseApiError, presetErrorToast } from '../../core/errors';
import type { EntityNode, Role } from '../../core/model';
import type { NavStore } from '../../core/navigation';
import type { ConfirmDialog, EntityTree, HttpClient, MapDesigns, SessionStore, Toasts } from '../../workbench/api';
import type { AssignmentChannel, EntityItem } from './map-editor.view-model';
import { MapEditorViewModel } from './map-editor.view-model';

function errorText(e: unknown): string {
  return e instanceof Error && !('response' in e) ? e.message : parseApiError(e as never);
}

function machinesOf(root: EntityNode | null): EntityItem[] {
  const out: EntityItem[] = [];
  const walk = (n: EntityNode) => {
    if (n.children.length === 0 && n.depth > 0 && (n.category === undefined || n.category === 'MACHINE')) out.push({ key: n.key, name: n.name });
    n.children.forEach(walk);
  };
  if (root) walk(root);
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/** DesignerViewModel's services, by name. */
export interface DesignerViewModelDeps {
  readonly api: MapDesigns;
  readonly http: HttpClient;
  readonly nav: NavStore;
  readonly sessions: SessionStore;
  readonly tree: EntityTree;
  readonly toasts: Toasts;
  readonly confirm: ConfirmDialog;
  readonly channel: AssignmentChannel;
}

/**
 * The Map Designer (document 2 §2 "Map designer start"): the list of maps with their card actions,
 * the new-map form, and the editor of the open map. Opening a map makes it the active map of the
 * navigation state (a save is refused for any other map).
 */
export class DesignerViewModel {
  maps: MapDesign[] = [];
  loading = true;
  loadError = '';
  newName = '';
  editor: MapEditorViewModel | null = null;
  locations: EntityItem[] = [];

  private readonly api: MapDesigns;
  private readonly http: HttpClient;
  private readonly nav: NavStore;
  private readonly sessions: SessionStore;
  private readonly tree: EntityTree;
  private readonly toasts: Toasts;
  private readonly confirm: ConfirmDialog;
  private readonly channel: AssignmentChannel;

  constructor(
    { api, http, nav, sessions, tree, toasts, confirm, channel }: DesignerViewModelDeps,
  ) {
    this.api = api;
    this.http = http;
    this.nav = nav;
    this.sessions = sessions;
    this.tree = tree;
    this.toasts = toasts;
    this.confirm = confirm;
    this.channel = channel;

    makeObservable(this, {
      maps: observableRef,
      loading: observable,
      loadError: observable,
      newName: observable,
      editor: observableRef,
      locations: observableRef,
      canCreate: computed,
      setNewName: action,
      setMaps: action,
      close: action,
      open: action,
    });
  }

  get role(): Role {
    return this.sessions.current?.profile.role ?? 'USER';
  }

  get isAdmin(): boolean {
    return this.role === 'ADMIN';
  }

  /** Only an admin may change a map's Public and Default flags (the server refuses anyone else): others see why. */
  get flagsLockedReason(): string | undefined {
    return this.isAdmin ? undefined : NON_ADMIN_PRESET_FLAGS;
  }

  /** Create Map is disabled while the name is empty. */
  get canCreate(): boolean {
    return this.newName.trim() !== '';
  }

  setNewName(name: string): void {
    this.newName = name;
  }

  setMaps(maps: MapDesign[]): void {
    this.maps = maps;
  }

  async load(): Promise<void> {
    try {
      const [maps, locations] = await Promise.all([
        this.api.list(),
        this.http.get<{ results: Array<{ key: string; name: string }> }>('/v1/bigbrain/location/', { limit: 1000 }).catch(() => ({ results: [] })),
      ]);
      action(() => {
        this.maps = maps;
        this.locations = locations.results.map((l) => ({ key: l.key, name: l.name })).sort((a, b) => a.name.localeCompare(b.name));
        this.loading = false;
        this.loadError = '';
      })();
    } catch (e) {
      action(() => {
        this.loading = false;
        this.loadError = errorText(e);
      })();
    }
  }

  private author() {
    const p = this.sessions.current?.profile;
    return { first_name: p?.first_name ?? '', last_name: p?.last_name ?? '', comp_prof: p?.euid ?? '' };
  }

  private names(): string[] {
    return this.maps.map((m) => m.name);
  }

  private async run(call: () => Promise<MapDesign[]>): Promise<boolean> {
    try {
      this.setMaps(await call());
      return true;
    } catch (e) {
      this.toasts.show(presetErrorToast(errorText(e)));
      return false;
    }
  }

  /** Create Map: a new empty map authored by the user, opened in the editor. */
  async create(): Promise<void> {
    let name: string;
    try {
      name = validateMapName(this.newName, this.names());
    } catch (e) {
      this.toasts.show(presetErrorToast(errorText(e)));
      return;
    }
    if (await this.run(() => this.api.create(newMapDesign(name, this.author())))) {
      this.setNewName('');
      const created = this.maps.find((m) => m.name === name);
      if (created) this.open(created);
    }
  }

  /** Copy: ' (copy)' or ' (copy N)', authored by the copier, without flags. */
  async copy(map: MapDesign): Promise<void> {
    await this.run(() => this.api.create(copyMap(map, this.names(), this.author())));
  }

  async rename(map: MapDesign, name: string): Promise<boolean> {
    let renamed: MapDesign;
    try {
      renamed = renameMap(map, name, this.names());
    } catch (e) {
      this.toasts.show(presetErrorToast(errorText(e)));
      return false;
    }
    const ok = await this.run(() => this.api.update(renamed));
    if (ok && this.nav.state.mapState.activeMapName === map.name) this.nav.setMapState({ activeMapName: renamed.name });
    return ok;
  }

  /** Favorite, Public and Default toggle individually and are saved. */
  async toggle(map: MapDesign, flag: 'favorite' | 'public' | 'default'): Promise<void> {
    await this.run(() => this.api.update(toggleMapFlag(map, flag)));
  }

  /** Deleting a map cannot be undone: it asks first, and Cancel keeps the map. */
  async remove(map: MapDesign): Promise<void> {
    const c = mapDeleteConfirmation(map.name);
    if (!(await this.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept }))) return;
    const ok = await this.run(() => this.api.remove(map.name, this.names()));
    if (ok && this.nav.state.mapState.activeMapName === map.name) this.nav.setMapState({ activeMapName: '' });
  }

  /** Opens a map in the editor; it becomes the active map. */
  open(map: MapDesign): void {
    this.nav.setMapState({ activeMapName: map.name });
    this.editor = new MapEditorViewModel(
      map,
      () => this.maps,
      machinesOf(this.tree.root),
      this.locations,
      this.role,
      this.api,
      this.nav,
      this.toasts,
      this.channel,
      (maps) => this.setMaps(maps),
    );
  }

  close(): void {
    this.editor = null;
  }

  dispose(): void {
    this.editor = null;
  }
}
