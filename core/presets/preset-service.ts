import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import {
  parseApiError,
  PRESET_DELETE_CONFIRM,
  PRESET_NAME_REQUIRED,
  PRESET_NO_PAYLOAD,
  PRESET_NOT_FOUND,
  PRESET_NOT_FOUND_FOR_DEACTIVATION,
} from '../errors';
import { isDirty } from './is-dirty';
import { asKeptCurrent } from './kept-current';
import type { NavPreset, PresetUser } from './nav-preset';
import type { PresetApi } from './preset-api';
import { PresetError } from './preset-error';
import { checkDelete, checkNotDemo, checkSave, checkSaveAs } from './preset-guards';
import type { PresetListCache } from './preset-list-cache';
import type { PresetNavTarget } from './preset-nav-target';
import { saveConfirmations } from './save-confirmations';
import { selectActivePreset } from './select-active-preset';
import { serviceToken } from '../platform/service-token';

/** Asks the user a yes/no question (a confirm dialog in the workbench). */
export type Confirm = (message: string) => Promise<boolean>;

export interface PresetChanges {
  name?: string;
  desc?: string;
  default?: boolean;
  public?: boolean;
}

/**
 * Navigation presets: the list, the active one, the dirty marker, and the actions of the preset
 * controls. Refusals and failures reject with a PresetError whose message the caller toasts.
 */
export interface PresetService<S extends object = Record<string, unknown>> {
  readonly presets$: Observable<NavPreset<S>[]>;
  readonly activePreset$: Observable<NavPreset<S> | undefined>;
  readonly dirty$: Observable<boolean>;
  load(): Promise<void>;
  /**
   * Asks for the list now (the start-up, with the profile call, before the shell that calls load() has
   * drawn): the next load() takes this answer instead of asking again, and any load() after it asks
   * anew. A failed ask is dropped, and the next load() asks again.
   */
  prefetch(): void;
  open(euid: string): Promise<void>;
  /** Resolves false when the user declined a confirmation (nothing was sent). */
  save(user: PresetUser, changes?: PresetChanges, confirm?: Confirm): Promise<boolean>;
  saveAs(user: PresetUser, fields: { name: string; desc?: string }): Promise<NavPreset<S>>;
  remove(user: PresetUser, euid: string, confirm: Confirm): Promise<boolean>;
  /** Per-user hide and favourite switches; no edit rights needed. */
  setViewerFlags(euid: string, flags: { hidden?: boolean; favorite?: boolean }): Promise<void>;
  dispose(): void;
}
export const PresetService = serviceToken<PresetService>('core.PresetService');

const KIND = 'navpreset';

/** The preset service over the PresetApi port (document 1 §4, document 3 §4). */
export class ApiPresetService<S extends object = Record<string, unknown>> implements PresetService<S> {
  private readonly list: BehaviorSubject<NavPreset<S>[]>;
  private readonly activeEuid: BehaviorSubject<string | undefined>;
  private working: S | undefined;
  private readonly sub: Subscription;
  /** The prefetched list on its way, until a load() takes it or it arrives. */
  private early: Promise<NavPreset<S>[]> | undefined;

  readonly presets$: Observable<NavPreset<S>[]>;
  readonly activePreset$: Observable<NavPreset<S> | undefined>;
  readonly dirty$: Observable<boolean>;

  constructor(
    private readonly api: PresetApi<NavPreset<S>>,
    private readonly nav: PresetNavTarget<S>,
    private readonly cache?: PresetListCache<NavPreset<S>>,
  ) {
    this.sub = nav.navState$.subscribe((s) => (this.working = s));
    // The kept list names the active preset at once; load() replaces it with the server's.
    this.list = new BehaviorSubject(cache?.read() ?? []);
    this.activeEuid = new BehaviorSubject(activeEuidOf(this.working));
    this.presets$ = this.list.asObservable();
    this.activePreset$ = combineLatest([this.list, this.activeEuid]).pipe(
      map(([presets, euid]) => selectActivePreset(presets, euid)),
      distinctUntilChanged(),
    );
    this.dirty$ = combineLatest([nav.navState$, this.activePreset$]).pipe(
      map(([working, active]) => (active ? isDirty(working, asKeptCurrent(applied(active), working)) : false)),
      distinctUntilChanged(),
    );
  }

  async load(): Promise<void> {
    // Made at start-up for the prefetch, before the profile named the company, the service read no
    // kept list then: it shows now, before the server answers (document 1 §9).
    if (this.list.value.length === 0) {
      const kept = this.cache?.read() ?? [];
      if (kept.length > 0) this.list.next(kept);
    }
    const early = this.early;
    this.early = undefined;
    const ask = () => this.call(() => this.api.get_presets(KIND, {}));
    // An early ask that failed meanwhile (no company yet, a token being renewed) is asked again, its error shown.
    const presets = await (early ? early.catch(ask) : ask());
    const workingEuid = activeEuidOf(this.working);
    this.activeEuid.next(workingEuid ?? this.activeEuid.value);
    this.replaceList(presets);
    // A restored working state of the same preset is kept (unsaved edits survive a page reload).
    const active = this.active();
    if (active && active.euid !== workingEuid) this.apply(active);
  }

  prefetch(): void {
    if (this.early) return;
    const early = this.api.get_presets(KIND, {});
    this.early = early;
    early.catch(() => {
      if (this.early === early) this.early = undefined;
    });
  }

  async open(euid: string): Promise<void> {
    const target = this.list.value.find((p) => p.euid === euid);
    if (!target) throw new PresetError(PRESET_NOT_FOUND);
    const previous = this.active();
    this.activeEuid.next(target.euid);
    this.apply(target);
    try {
      this.replaceList(await this.api.open_preset(KIND, target));
    } catch (error) {
      // Opening failed: the preset that was active is re-applied.
      this.activeEuid.next(previous?.euid);
      if (previous) this.apply(previous);
      throw new PresetError(parseApiError(error));
    }
    const active = this.active();
    if (active) this.apply(active);
  }

  async save(user: PresetUser, changes: PresetChanges = {}, confirm?: Confirm): Promise<boolean> {
    const saved = this.active();
    const working = this.working;
    const trimmed = changes.name === undefined ? changes : { ...changes, name: changes.name.trim() };
    const after = saved && working ? { ...saved, ...definedOnly(trimmed), navstate: working } : undefined;
    refuse(checkSave(saved, after, user, this.list.value.length));
    if (!saved || !after) throw new PresetError(PRESET_NO_PAYLOAD); // already refused above; narrows the types
    if (after.name.trim() === '') throw new PresetError(PRESET_NAME_REQUIRED);
    for (const text of saveConfirmations(saved, after, user)) {
      if (!confirm || !(await confirm(text))) return false;
    }
    this.replaceList(await this.call(() => this.api.update_preset(KIND, after)));
    return true;
  }

  async saveAs(user: PresetUser, fields: { name: string; desc?: string }): Promise<NavPreset<S>> {
    const working = this.working;
    refuse(checkSaveAs(working, user));
    if (!working) throw new PresetError(PRESET_NO_PAYLOAD); // already refused above; narrows the type
    const name = fields.name.trim();
    if (name === '') throw new PresetError(PRESET_NAME_REQUIRED);
    const known = new Set(this.list.value.map((p) => p.euid));
    const presets = await this.call(() =>
      this.api.create_preset(KIND, {
        name,
        desc: fields.desc ?? '',
        author_first_name: user.first_name,
        author_last_name: user.last_name,
        author_comp_prof: user.euid,
        navstate: working,
        default: false,
        public: false,
        hidden: false,
        favorite: false,
      }),
    );
    const created = presets.find((p) => !known.has(p.euid)) ?? presets.find((p) => p.name === name);
    if (created) this.activeEuid.next(created.euid);
    this.replaceList(presets);
    const active = this.active();
    if (active) this.apply(active);
    if (!created) throw new PresetError(PRESET_NOT_FOUND);
    return created;
  }

  async remove(user: PresetUser, euid: string, confirm: Confirm): Promise<boolean> {
    refuse(checkNotDemo(user));
    const target = this.list.value.find((p) => p.euid === euid);
    // The client words an unknown preset for the delete (document 1 §8); the rest is the server's guard.
    if (!target) throw new PresetError(PRESET_NOT_FOUND_FOR_DEACTIVATION);
    refuse(checkDelete(target, user));
    if (!(await confirm(PRESET_DELETE_CONFIRM))) return false;
    const wasActive = this.active()?.euid === euid;
    this.replaceList(await this.call(() => this.api.deactivate_preset(KIND, target)));
    const active = this.active();
    if (wasActive && active) this.apply(active);
    return true;
  }

  async setViewerFlags(euid: string, flags: { hidden?: boolean; favorite?: boolean }): Promise<void> {
    const target = this.list.value.find((p) => p.euid === euid);
    if (!target) throw new PresetError(PRESET_NOT_FOUND);
    const payload = { ...target, ...definedOnly(flags) };
    this.replaceList(await this.call(() => this.api.update_preset(KIND, payload)));
  }

  dispose(): void {
    this.sub.unsubscribe();
  }

  /** Applying a preset is a reload, not an edit: it leaves no undo step behind. */
  private apply(preset: NavPreset<S>): void {
    this.nav.replace(applied(preset));
    this.nav.clearHistory();
  }

  private active(): NavPreset<S> | undefined {
    return selectActivePreset(this.list.value, this.activeEuid.value);
  }

  /** Every answer replaces the list; the active preset follows the rule and the undo history starts afresh. */
  private replaceList(presets: NavPreset<S>[]): void {
    this.cache?.write(presets);
    this.list.next(presets);
    this.activeEuid.next(this.active()?.euid);
    this.nav.clearHistory();
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new PresetError(parseApiError(error));
    }
  }
}

/** The navigation state a preset puts in place: its navstate, marked as coming from it. */
function applied<S extends object>(preset: NavPreset<S>): S {
  // S is the navigation state, which carries activeNavPresetEuid (document 1 §3).
  return { ...preset.navstate, activeNavPresetEuid: preset.euid } as S;
}

function activeEuidOf(state: object | undefined): string | undefined {
  const euid = (state as { activeNavPresetEuid?: unknown } | undefined)?.activeNavPresetEuid;
  return typeof euid === 'string' && euid !== '' ? euid : undefined;
}

function refuse(refusal: string | null): void {
  if (refusal !== null) throw new PresetError(refusal);
}

/** Optional fields left out by the caller must not overwrite the saved values. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
