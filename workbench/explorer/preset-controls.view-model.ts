import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import { DISABLED_FOR_DEMO, NON_ADMIN_PRESET_FLAGS, presetErrorToast, SUCCESS_TITLE, TOAST_LIFE } from '../../core/errors';
import type { NavState, NavStore } from '../../core/navigation';
import { presetAuthor, visiblePresets, type NavPreset, type PresetService, type PresetUser } from '../../core/presets';
import type { ConfirmDialog } from '../api/confirm-dialog';
import { fromRx, type RxBox } from '../api/from-rx';
import type { LeaveGuard } from '../api/leave-guard';
import type { SessionStore } from '../api/session';
import type { Toasts } from '../api/toasts';

/** Header of the preset confirmations; the questions themselves are core/presets' catalogue texts. */
const PRESET_CONFIRM_HEADER = 'Please Confirm';

type Preset = NavPreset<NavState>;
type FlagChanges = { default?: boolean; public?: boolean };

/** PresetControlsViewModel's services, by name. */
export interface PresetControlsViewModelDeps {
  readonly service: PresetService<NavState>;
  readonly store: NavStore;
  readonly sessions: SessionStore;
  readonly confirmDialog: ConfirmDialog;
  readonly toasts: Toasts;
  readonly leaveGuard: LeaveGuard;
}

/**
 * The preset controls (document 1 §2, §4, §6; document 3 §4): Save, Save As, Delete, the Public
 * and Default toggles, the Open list, undo and redo, and the dirty asterisk. Every rule, refusal
 * and text is core/presets'; this model asks the questions through the shell's confirm dialog and
 * shows refusals as the 'Error' toast (4 s).
 */
export class PresetControlsViewModel {
  private readonly presets: RxBox<Preset[]>;
  private readonly active: RxBox<Preset | undefined>;
  private readonly dirtyBox: RxBox<boolean>;
  private readonly canUndoBox: RxBox<boolean>;
  private readonly canRedoBox: RxBox<boolean>;
  /** Flag switches flipped in the sidebar, sent with the next Save. */
  pending: FlagChanges = {};
  openDialogVisible = false;
  saveAsDialogVisible = false;
  search = '';
  showHidden = false;
  busy = false;

  private readonly service: PresetService<NavState>;
  private readonly store: NavStore;
  private readonly sessions: SessionStore;
  private readonly confirmDialog: ConfirmDialog;
  private readonly toasts: Toasts;
  private readonly leaveGuard: LeaveGuard;

  constructor(
    { service, store, sessions, confirmDialog, toasts, leaveGuard }: PresetControlsViewModelDeps,
    /** The route shown; a test names one. */
    private readonly path: () => string = () => globalThis.location?.pathname ?? '/',
  ) {
    this.service = service;
    this.store = store;
    this.sessions = sessions;
    this.confirmDialog = confirmDialog;
    this.toasts = toasts;
    this.leaveGuard = leaveGuard;
    this.presets = fromRx(service.presets$, []);
    this.active = fromRx(service.activePreset$, undefined);
    this.dirtyBox = fromRx(service.dirty$, false);
    this.canUndoBox = fromRx(store.canUndo$, false);
    this.canRedoBox = fromRx(store.canRedo$, false);
    makeObservable(this, {
      pending: observableRef,
      openDialogVisible: observable,
      saveAsDialogVisible: observable,
      search: observable,
      showHidden: observable,
      busy: observable,
      activePreset: computed,
      dirty: computed,
      listed: computed,
      isDefault: computed,
      isPublic: computed,
      setPending: action,
      setSearch: action,
      setShowHidden: action,
      showOpenDialog: action,
      showSaveAsDialog: action,
    });
  }

  get activePreset(): Preset | undefined {
    return this.active.current;
  }

  /** Every preset the service listed (hidden ones included), e.g. to find the company's default. */
  get allPresets(): readonly Preset[] {
    return this.presets.current;
  }

  /** The asterisk: the working state differs from the saved preset, or a flag switch is pending. */
  get dirty(): boolean {
    return this.dirtyBox.current || Object.keys(this.pending).length > 0;
  }

  get title(): string {
    const name = this.activePreset?.name ?? 'No preset';
    return this.dirty ? `${name} *` : name;
  }

  get canUndo(): boolean {
    return this.canUndoBox.current;
  }

  get canRedo(): boolean {
    return this.canRedoBox.current;
  }

  get isDefault(): boolean {
    return this.pending.default ?? this.activePreset?.default ?? false;
  }

  get isPublic(): boolean {
    return this.pending.public ?? this.activePreset?.public ?? false;
  }

  get isDemo(): boolean {
    return this.sessions.current?.isDemo === true;
  }

  /** Spec: Save, Save As and Delete are disabled for the demo account with this tooltip. */
  get demoTooltip(): string | undefined {
    return this.isDemo ? DISABLED_FOR_DEMO : undefined;
  }

  /** Only admins may change the default or public flag; others see why the switch is locked. */
  get flagsLockedReason(): string | undefined {
    return this.sessions.current?.role === 'ADMIN' ? undefined : NON_ADMIN_PRESET_FLAGS;
  }

  /** The Open list: hidden ones only with show-hidden on, filtered by the search box; favourites first. */
  get listed(): Preset[] {
    const shown = visiblePresets(this.presets.current, this.showHidden, this.search);
    return [...shown].sort((a, b) => Number(b.favorite) - Number(a.favorite) || a.name.localeCompare(b.name));
  }

  author(p: Preset): string {
    return presetAuthor(p);
  }

  setPending(flag: keyof FlagChanges, value: boolean): void {
    const saved = this.activePreset?.[flag];
    const { [flag]: _old, ...rest } = this.pending;
    this.pending = saved === value ? rest : { ...rest, [flag]: value };
  }

  setSearch(text: string): void {
    this.search = text;
  }

  setShowHidden(on: boolean): void {
    this.showHidden = on;
  }

  showOpenDialog(visible: boolean): void {
    this.openDialogVisible = visible;
  }

  showSaveAsDialog(visible: boolean): void {
    this.saveAsDialogVisible = visible;
  }

  load(): Promise<boolean> {
    return this.run(() => this.service.load());
  }

  /** Save (also Ctrl+S): the working state and the pending flags, after every confirmation. */
  async save(): Promise<boolean> {
    const user = this.user();
    if (!user) return false;
    let accepted = false;
    const ok = await this.run(async () => {
      accepted = await this.service.save(user, this.pending, (message) => this.ask(message));
    });
    if (!ok || !accepted) return false;
    runInAction(() => (this.pending = {}));
    this.toasts.show({ severity: 'success', summary: SUCCESS_TITLE, detail: `Preset '${this.activePreset?.name ?? ''}' saved.`, life: TOAST_LIFE.success });
    return true;
  }

  async saveAs(name: string, desc = ''): Promise<boolean> {
    const user = this.user();
    if (!user) return false;
    const ok = await this.run(() => this.service.saveAs(user, { name, desc }));
    if (ok) runInAction(() => {
      this.pending = {};
      this.saveAsDialogVisible = false;
    });
    return ok;
  }

  /** The sidebar Delete asks 'Are you sure you want to delete this preset?' (core/presets). */
  async remove(euid = this.activePreset?.euid): Promise<boolean> {
    const user = this.user();
    if (!user || !euid) return false;
    let removed = false;
    const ok = await this.run(async () => {
      removed = await this.service.remove(user, euid, (message) => this.ask(message, 'Delete'));
    });
    return ok && removed;
  }

  async open(euid: string): Promise<boolean> {
    if (!(await this.mayChangeView())) return false;
    const ok = await this.run(() => this.service.open(euid));
    if (ok) runInAction(() => {
      this.pending = {};
      this.openDialogVisible = false;
    });
    return ok;
  }

  setHidden(euid: string, hidden: boolean): Promise<boolean> {
    return this.run(() => this.service.setViewerFlags(euid, { hidden }));
  }

  setFavorite(euid: string, favorite: boolean): Promise<boolean> {
    return this.run(() => this.service.setViewerFlags(euid, { favorite }));
  }

  undo(): void {
    this.store.undo();
  }

  redo(): void {
    this.store.redo();
  }

  /** The sidebar's Undo button (Ctrl+Z comes through undo(); the shell keeps it off the map designer). */
  async askThenUndo(): Promise<void> {
    if (await this.mayChangeView()) this.undo();
  }

  /** The sidebar's Redo button. */
  async askThenRedo(): Promise<void> {
    if (await this.mayChangeView()) this.redo();
  }

  dispose(): void {
    for (const box of [this.presets, this.active, this.dirtyBox, this.canUndoBox, this.canRedoBox]) box.dispose();
  }

  /**
   * Open, Undo and Redo replace navigation state, and on '/' the main view follows it: an explorer-mode
   * change there leaves the screen with unsaved work (the map designer in map-design mode), so it is
   * asked first. A routed screen such as /map/designer stays put, so it is not asked there.
   */
  private mayChangeView(): Promise<boolean> {
    return this.path() === '/' ? this.leaveGuard.confirmLeave() : Promise.resolve(true);
  }

  private ask(message: string, acceptLabel?: string): Promise<boolean> {
    return this.confirmDialog.ask({ header: PRESET_CONFIRM_HEADER, message, ...(acceptLabel ? { acceptLabel } : {}) });
  }

  private user(): PresetUser | undefined {
    const session = this.sessions.current;
    if (!session) return undefined;
    const { euid, role, first_name, last_name } = session.profile;
    return { euid, role, first_name, last_name, is_demo: session.isDemo };
  }

  /** Runs a preset call; a refusal or failure becomes the preset 'Error' toast (4 s). */
  private async run(call: () => Promise<unknown>): Promise<boolean> {
    runInAction(() => (this.busy = true));
    try {
      await call();
      return true;
    } catch (error) {
      this.toasts.show(presetErrorToast(error instanceof Error ? error.message : String(error)));
      return false;
    } finally {
      runInAction(() => (this.busy = false));
    }
  }
}
