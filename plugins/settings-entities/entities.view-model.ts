import { computed, makeObservable } from 'mobx';
import { entitySchema } from '../../core/forms';
import type { ProfileRefresh } from '../../workbench/api';
import type { RecordEditor, SaveResult, SetupRow } from '../../workbench/kit/setup-records/record-editor';
import type { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { entityTree, needsRegeneration, type EntityTreeNode } from './entity-rows';

/**
 * The Entities screen: the company's tree with create, move (another parent), rename and disable.
 * Every change refreshes the profile (the explorer's entity tree follows); a move, a key, time-zone
 * or enabled change, or a new machine, regenerates the company's results with progress.
 */
export class EntitiesViewModel {
  constructor(
    readonly entities: RecordEditor<typeof entitySchema>,
    readonly regen: RegenProgress,
    private readonly profile: ProfileRefresh,
  ) {
    makeObservable(this, { tree: computed });
  }

  get tree(): EntityTreeNode[] {
    return entityTree(this.entities.rows);
  }

  load(): Promise<void> {
    return this.entities.load();
  }

  async save(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const before = id === undefined ? undefined : this.entities.rows.find((r) => r.id === id);
    const result = await this.entities.save(values, id);
    // The dialog closes once the record is saved; the tree refresh and the regeneration follow.
    if (result.ok) this.pending = this.afterChange(needsRegeneration(before, result.row));
    return result;
  }

  async remove(row: SetupRow): Promise<void> {
    if (await this.entities.remove(row)) this.pending = this.afterChange(false);
  }

  /** The last change's follow-up (tests await it). */
  pending: Promise<void> = Promise.resolve();

  private async afterChange(regenerate: boolean): Promise<void> {
    await this.profile.refresh().catch((e: unknown) => console.error('profile:', e));
    if (regenerate) await this.regen.start({ scope: 'company' });
  }

  dispose(): void {
    this.regen.dispose();
  }
}
