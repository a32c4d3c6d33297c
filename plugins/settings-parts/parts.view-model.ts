import { action, computed, makeObservable, observable } from 'mobx';
import { machinePartSchema, operationSchema, partSchema } from '../../core/forms';
import type { ConfirmDialog } from '../../workbench/api';
import type { RecordEditor, SaveResult, SetupRow } from '../../workbench/kit/setup-records/record-editor';
import type { RegenProgress } from '../../workbench/kit/setup-records/regen-progress';
import { PARTS_TEXT } from './texts';

export type PartsEditor = RecordEditor<typeof partSchema>;
export type OperationsEditor = RecordEditor<typeof operationSchema>;
export type MachinePartsEditor = RecordEditor<typeof machinePartSchema>;

/** The Parts screen: parts, the selected part's operations, and the offer to recompute after a rate change. */
export class PartsViewModel {
  selectedId: number | null = null;

  constructor(
    readonly parts: PartsEditor,
    readonly operations: OperationsEditor,
    readonly regen: RegenProgress,
    private readonly confirm: ConfirmDialog,
    /** Which machines run which part at which rate (issue 36: the part shows its machines). */
    readonly machineParts: MachinePartsEditor,
  ) {
    makeObservable(this, { selectedId: observable, selected: computed, select: action, partOperations: computed, partMachines: computed });
  }

  get selected(): SetupRow | undefined {
    return this.parts.rows.find((p) => p.id === this.selectedId);
  }

  get partOperations(): SetupRow[] {
    return this.operations.rows.filter((o) => o.part_id === this.selectedId);
  }

  /** The machines that run the selected part, by name, each with its rate for it. */
  get partMachines(): SetupRow[] {
    return this.machineParts.rows
      .filter((m) => m.part_id === this.selectedId)
      .map((m) => ({ ...m, name: m.machine_name }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
  }

  async load(): Promise<void> {
    await Promise.all([this.parts.load(), this.operations.load(), this.machineParts.load()]);
  }

  select(id: number | null): void {
    this.selectedId = id;
  }

  /** Saves a part; when an existing part's rate changed, offers to recompute its history. */
  async savePart(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const before = id === undefined ? undefined : this.parts.rows.find((p) => p.id === id);
    const result = await this.parts.save(values, id);
    if (result.ok && before && Number(before.ppm) !== Number(result.row.ppm)) await this.offerRecompute(result.row);
    if (result.ok) this.select(result.row.id);
    return result;
  }

  async saveOperation(values: Record<string, unknown>, id?: number): Promise<SaveResult> {
    const before = id === undefined ? undefined : this.operations.rows.find((o) => o.id === id);
    const result = await this.operations.save({ ...values, part_id: this.selectedId }, id);
    if (result.ok && before && (before.ppm ?? null) !== (result.row.ppm ?? null) && this.selected) await this.offerRecompute(this.selected);
    return result;
  }

  async removePart(row: SetupRow): Promise<void> {
    if (await this.parts.remove(row)) {
      if (this.selectedId === row.id) this.select(null);
      await this.operations.load();
    }
  }

  private async offerRecompute(part: SetupRow): Promise<void> {
    const c = PARTS_TEXT.recompute(String(part.name));
    if (await this.confirm.ask({ header: c.header, message: c.message, acceptLabel: c.accept })) await this.regen.start({ scope: 'part', part_id: part.id });
  }

  dispose(): void {
    this.regen.dispose();
  }
}
