import { action, computed, makeObservable, observable } from 'mobx';
import { entityNotFound, errorToast } from '../../core/errors';
import type { EntityNode } from '../../core/model';
import type { NavState, NavStore } from '../../core/navigation';
import type { EntityTree } from '../api/entity-tree';
import { fromRx, type RxBox } from '../api/from-rx';
import type { Toasts } from '../api/toasts';
import { navAction } from './nav-action';

/** What the picker shows as selected: the nav state's entity, else the company (an empty euid means company-wide). */
export interface EntityLabel {
  euid: string;
  name: string;
  desc: string;
}

/**
 * The entity selector (document 1 §2): a tree of the profile's entities, an 'All' button for
 * company-wide results, and a search that flattens the matches sorted by name. Selecting goes
 * through the NavStore, whose rule clears the task part and op.
 */
export class EntityPickerViewModel {
  private readonly nav: RxBox<NavState>;
  private readonly root: RxBox<EntityNode | null>;
  search = '';

  constructor(
    private readonly store: NavStore,
    private readonly tree: EntityTree,
    private readonly toasts: Toasts,
  ) {
    this.nav = fromRx(store.navState$, store.state);
    this.root = fromRx(tree.root$, tree.root);
    makeObservable(this, {
      search: observable,
      company: computed,
      selected: computed,
      matches: computed,
      setSearch: action,
      select: action,
    });
  }

  get company(): EntityNode | null {
    return this.root.current;
  }

  /** The breadcrumb's entity: the selected one, falling back to the company's name and description. */
  get selected(): EntityLabel {
    const e = this.nav.current.entity;
    const company = this.company;
    if (e.euid !== '' && (company === null || e.euid !== company.euid)) return { euid: e.euid, name: e.name, desc: e.desc };
    return { euid: company?.euid ?? '', name: company?.name ?? '', desc: company?.desc ?? '' };
  }

  get isCompanyWide(): boolean {
    const euid = this.nav.current.entity.euid;
    return euid === '' || euid === this.company?.euid;
  }

  /** Spec: the search flattens matches and sorts them by name. */
  get matches(): EntityNode[] {
    return this.search.trim() === '' ? [] : this.tree.search(this.search);
  }

  setSearch(text: string): void {
    this.search = text;
  }

  /** Spec: selecting an entity clears the task part and op (the NavStore's rule). */
  select(euid: string): void {
    const node = this.tree.find(euid);
    if (!node) {
      this.toasts.show(errorToast(entityNotFound(euid)));
      return;
    }
    const { name, desc, key, depth, max_depth } = node;
    if (navAction(this.toasts, () => this.store.selectEntity({ euid, name, desc, key, depth, max_depth }))) this.search = '';
  }

  /** The 'All' button: global company results. */
  selectAll(): void {
    const company = this.company;
    if (company) this.select(company.euid);
  }

  setShowChildren(show: boolean): void {
    navAction(this.toasts, () => this.store.setShowChildren(show));
  }

  dispose(): void {
    this.nav.dispose();
    this.root.dispose();
  }
}
