import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { FlagSwitches } from '../kit/form-controls/flag-switches';
import { lazyDialog } from '../kit/lazy-dialog';
import type { PresetControlsViewModel } from './preset-controls.view-model';
import { explorerIds } from './test-ids';

const PresetOpenDialog = lazyDialog(() => import('./preset-open-dialog').then((m) => m.PresetOpenDialog));
const PresetSaveAsDialog = lazyDialog(() => import('./preset-save-as-dialog').then((m) => m.PresetSaveAsDialog));

/** Save, Save As, Delete, Public and Default, Open, undo and redo; the active preset's name with the dirty asterisk. */
export const PresetControls = observer(function PresetControls({ vm }: { vm: PresetControlsViewModel }) {
  const demo = vm.demoTooltip;
  const flagsLocked = vm.flagsLockedReason;
  const noPreset = vm.activePreset === undefined;
  // A disabled button gets no pointer events: the tooltip sits on a wrapper (PrimeReact's showOnDisabled).
  const tip = (text: string | undefined) => (text ? { tooltip: text, tooltipOptions: { showOnDisabled: true, position: 'top' as const } } : {});
  return (
    <section className="explorer-section" aria-label="Presets">
      <div className="explorer-section-head">
        <h3>Preset</h3>
        <span className="explorer-modes">
          <Button icon="pi pi-undo" text size="small" aria-label="Undo (Ctrl+Z)" disabled={!vm.canUndo} onClick={() => void vm.askThenUndo()} {...tip('Undo (Ctrl+Z)')} />
          <Button icon="pi pi-refresh" text size="small" aria-label="Redo (Ctrl+Y)" disabled={!vm.canRedo} onClick={() => void vm.askThenRedo()} {...tip('Redo (Ctrl+Y)')} />
        </span>
      </div>
      <p className="preset-title" data-testid={explorerIds.presetTitle} aria-live="polite">
        {vm.activePreset?.name ?? 'No preset'}
        {vm.dirty && (
          <span className="preset-dirty" title="Unsaved changes" aria-label="unsaved changes">
            {' *'}
          </span>
        )}
      </p>
      <div className="preset-buttons">
        <Button label="Save" icon="pi pi-save" size="small" disabled={!!demo || noPreset || vm.busy} onClick={() => void vm.save()} {...tip(demo ?? 'Save (Ctrl+S)')} />
        <Button label="Save As" icon="pi pi-copy" size="small" outlined disabled={!!demo || vm.busy} onClick={() => vm.showSaveAsDialog(true)} {...tip(demo)} />
        <Button label="Open" icon="pi pi-folder-open" size="small" outlined onClick={() => vm.showOpenDialog(true)} aria-haspopup="dialog" />
        <Button label="Delete" icon="pi pi-trash" size="small" severity="danger" outlined disabled={!!demo || noPreset || vm.busy} onClick={() => void vm.remove()} {...tip(demo)} />
      </div>
      <FlagSwitches
        className="preset-flags"
        lockedReason={flagsLocked}
        disabled={noPreset}
        switches={[
          { id: 'preset-public', label: 'Public', checked: vm.isPublic, onChange: (on) => vm.setPending('public', on) },
          { id: 'preset-default', label: 'Default', checked: vm.isDefault, onChange: (on) => vm.setPending('default', on) },
        ]}
      />
      <PresetOpenDialog open={vm.openDialogVisible} vm={vm} />
      <PresetSaveAsDialog open={vm.saveAsDialogVisible} vm={vm} />
    </section>
  );
});
