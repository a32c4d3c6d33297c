import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import type { PresetControlsViewModel } from './preset-controls.view-model';
import { explorerIds } from './test-ids';

/** Open: the presets with a search box, a show-hidden checkbox, and per-preset hide/show and favourite star. */
export const PresetOpenDialog = observer(function PresetOpenDialog({ vm }: { vm: PresetControlsViewModel }) {
  const activeEuid = vm.activePreset?.euid;
  return (
    <Dialog header="Open Preset" visible={vm.openDialogVisible} onHide={() => vm.showOpenDialog(false)} style={{ width: '40rem' }} breakpoints={{ '900px': '75vw', '640px': '100vw' }}>
      <div className="preset-open-tools">
        <InputText value={vm.search} onChange={(e) => vm.setSearch(e.target.value)} placeholder="Search presets" aria-label="Search presets" autoFocus />
        <span className="explorer-check">
          <Checkbox inputId="preset-show-hidden" checked={vm.showHidden} onChange={(e) => vm.setShowHidden(e.checked === true)} />
          <label htmlFor="preset-show-hidden">Show hidden</label>
        </span>
      </div>
      <ul className="preset-list" aria-label="Presets" data-testid={explorerIds.presetList}>
        {vm.listed.length === 0 && <li className="explorer-muted">No preset matches.</li>}
        {vm.listed.map((p) => (
          <li key={p.euid} className={p.euid === activeEuid ? 'preset-row preset-row-active' : 'preset-row'}>
            <Button
              icon={p.favorite ? 'pi pi-star-fill' : 'pi pi-star'}
              text
              rounded
              size="small"
              aria-label={p.favorite ? `Remove ${p.name} from favourites` : `Mark ${p.name} as favourite`}
              aria-pressed={p.favorite}
              onClick={() => void vm.setFavorite(p.euid, !p.favorite)}
            />
            <button type="button" className="preset-open" onClick={() => void vm.open(p.euid)} aria-label={`Open ${p.name}`}>
              <span className="preset-name">
                {p.name}
                {p.default && <span className="preset-badge">Default</span>}
                {p.public && <span className="preset-badge">Public</span>}
                {p.hidden && <span className="preset-badge">Hidden</span>}
              </span>
              <small>
                {p.desc ? `${p.desc} · ` : ''}
                {vm.author(p)}
              </small>
            </button>
            <Button
              icon={p.hidden ? 'pi pi-eye' : 'pi pi-eye-slash'}
              text
              rounded
              size="small"
              aria-label={p.hidden ? `Show ${p.name}` : `Hide ${p.name}`}
              onClick={() => void vm.setHidden(p.euid, !p.hidden)}
            />
          </li>
        ))}
      </ul>
    </Dialog>
  );
});
