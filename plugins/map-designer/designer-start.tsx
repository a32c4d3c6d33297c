import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { mapAuthorName, type MapDesign } from '../../core/map-design';
import { FlagSwitches } from '../../workbench/kit/form-controls/flag-switches';
import type { DesignerViewModel } from './designer.view-model';
import { designerIds } from './test-ids';

function RenameDialog({ map, onSave, onHide }: { map: MapDesign | null; onSave(name: string): void; onHide(): void }) {
  const [name, setName] = useState('');
  // Filled when the map is chosen, not on the dialog's onShow (after its opening animation), which
  // would overwrite what a quick user has already typed.
  useEffect(() => setName(map?.name ?? ''), [map]);
  return (
    <Dialog header="Rename Map" visible={map !== null} onHide={onHide} style={{ width: 'min(420px, 95vw)' }}
      footer={<>
        <Button label="Cancel" text onClick={onHide} />
        <Button label="Save" disabled={name.trim() === ''} onClick={() => onSave(name)} />
      </>}>
      <label className="designer-field">
        <span>Name</span>
        <InputText value={name} onChange={(e) => setName(e.target.value)} aria-label="Map name" autoFocus />
      </label>
    </Dialog>
  );
}

const MapCard = observer(function MapCard({ vm, map, onRename }: { vm: DesignerViewModel; map: MapDesign; onRename(): void }) {
  const key = map.euid || map.name;
  return (
    <li className="map-card" data-testid={designerIds.card(map.name)}>
      <button type="button" className="map-card-open" onClick={() => vm.open(map)}>
        <span className="map-card-name">{map.name}</span>
        <span className="map-card-author">{mapAuthorName(map) || 'Unknown author'}</span>
      </button>
      <div className="map-card-actions" role="group" aria-label={`${map.name} actions`}>
        <Button icon={map.favorite ? 'pi pi-star-fill' : 'pi pi-star'} text rounded size="small" aria-label="Favorite" aria-pressed={map.favorite} title="Favorite" onClick={() => void vm.toggle(map, 'favorite')} />
        <Button icon="pi pi-copy" text rounded size="small" aria-label="Copy" title="Copy" onClick={() => void vm.copy(map)} />
        <Button icon="pi pi-pencil" text rounded size="small" aria-label="Rename" title="Rename" onClick={onRename} />
        <Button icon="pi pi-trash" text rounded size="small" severity="danger" aria-label="Delete" title="Delete" onClick={() => void vm.remove(map)} />
      </div>
      <FlagSwitches
        className="map-card-flags"
        lockedReason={vm.flagsLockedReason}
        switches={[
          { id: designerIds.flag(key, 'public'), label: 'Public', checked: map.public, onChange: () => void vm.toggle(map, 'public') },
          { id: designerIds.flag(key, 'default'), label: 'Default', checked: map.default, onChange: () => void vm.toggle(map, 'default') },
        ]}
      />
    </li>
  );
});

/** The designer's start screen: 'Create a New Map' and 'Open an Existing Map'. */
export const DesignerStart = observer(function DesignerStart({ vm }: { vm: DesignerViewModel }) {
  const [renaming, setRenaming] = useState<MapDesign | null>(null);
  return (
    <main className="designer-start" aria-label="Map Designer" data-testid={designerIds.start}>
      <h1>Map Designer</h1>
      <section className="designer-new" aria-labelledby="designer-new-title">
        <h2 id="designer-new-title">Create a New Map</h2>
        <form className="designer-new-form" onSubmit={(e) => { e.preventDefault(); if (vm.canCreate) void vm.create(); }}>
          <label className="designer-field">
            <span>Name</span>
            <InputText value={vm.newName} onChange={(e) => vm.setNewName(e.target.value)} data-testid={designerIds.newName} />
          </label>
          <Button type="submit" label="Create Map" icon="pi pi-plus" disabled={!vm.canCreate} data-testid={designerIds.create} />
        </form>
      </section>
      <section className="designer-open" aria-labelledby="designer-open-title">
        <h2 id="designer-open-title">Open an Existing Map</h2>
        {vm.loadError && <p role="alert">{vm.loadError}</p>}
        {vm.maps.length === 0 && !vm.loadError && <p>No maps yet. Create one above.</p>}
        <ul className="map-cards">
          {vm.maps.map((m) => (
            <MapCard key={m.euid || m.name} vm={vm} map={m} onRename={() => setRenaming(m)} />
          ))}
        </ul>
      </section>
      <RenameDialog map={renaming} onHide={() => setRenaming(null)} onSave={(name) => { const m = renaming; if (m) void vm.rename(m, name).then((ok) => ok && setRenaming(null)); }} />
    </main>
  );
});
