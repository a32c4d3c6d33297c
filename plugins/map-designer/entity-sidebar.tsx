import { observer } from 'mobx-react-lite';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { useState } from 'react';
import { filterEntityList, type AssignmentFilter, type MapEntityType } from '../../core/map-design';
import type { MapEditorViewModel } from './map-editor.view-model';
import { designerIds } from './test-ids';

/** The drag payload type of a sidebar entity ('MACHINE:key', 'LOCATION:key' or 'CUSTOM'). */
export const ENTITY_MIME = 'application/x-map-entity';

const FILTERS: Array<{ label: string; value: AssignmentFilter }> = [
  { label: 'All', value: 'ALL' },
  { label: 'Assigned', value: 'ASSIGNED' },
  { label: 'Unassigned', value: 'UNASSIGNED' },
];

/** MACHINES and LOCATIONS tabs with the Assigned/Unassigned filter and search; entities are dragged onto the canvas. */
export const EntitySidebar = observer(function EntitySidebar({ vm }: { vm: MapEditorViewModel }) {
  const [tab, setTab] = useState<MapEntityType>('MACHINE');
  const [filter, setFilter] = useState<AssignmentFilter>('ALL');
  const [search, setSearch] = useState('');
  const items = filterEntityList(tab === 'MACHINE' ? vm.machines : vm.locations, vm.design, tab, filter, search);
  const assigned = (tab === 'MACHINE' ? vm.design.machine_xref : vm.design.location_xref).key_to_node;
  return (
    <aside className="map-entities" aria-label="Machines and locations">
      <div role="tablist" aria-label="Entity type" className="map-entity-tabs">
        {(['MACHINE', 'LOCATION'] as const).map((t) => (
          <button key={t} type="button" role="tab" aria-selected={tab === t} onClick={() => setTab(t)}>
            {t === 'MACHINE' ? 'MACHINES' : 'LOCATIONS'}
          </button>
        ))}
      </div>
      <SelectButton value={filter} options={FILTERS} onChange={(e) => e.value && setFilter(e.value as AssignmentFilter)} aria-label="Assignment filter" />
      <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search" aria-label="Search entities" />
      <div
        className="map-entity map-entity-custom"
        draggable={vm.editable}
        onDragStart={(e) => { e.dataTransfer.setData(ENTITY_MIME, 'CUSTOM'); e.dataTransfer.setData('text/plain', 'CUSTOM'); }}
        data-testid={designerIds.customNode}
      >
        <i className="pi pi-plus-circle" aria-hidden="true" /> Custom node
        <button type="button" className="link" onClick={() => vm.addCustomNode({ x: 0, y: 0 })} disabled={!vm.editable}>Add</button>
      </div>
      {/* The panel wraps the list: a list with role tabpanel would leave its items outside any list. */}
      <div role="tabpanel" aria-label={tab === 'MACHINE' ? 'MACHINES' : 'LOCATIONS'}>
        <ul className="map-entity-list">
          {items.length === 0 && <li className="map-entity-empty">Nothing matches.</li>}
          {items.map((item) => (
            <li
              key={item.key}
              className={`map-entity${assigned[item.key] ? ' assigned' : ''}`}
              draggable={vm.editable}
              onDragStart={(e) => { e.dataTransfer.setData(ENTITY_MIME, `${tab}:${item.key}`); e.dataTransfer.setData('text/plain', `${tab}:${item.key}`); }}
              data-testid={designerIds.entity(tab, item.key)}
            >
              <span>{item.name}</span>
              <small>{item.key}{assigned[item.key] ? ` · node ${assigned[item.key]}` : ''}</small>
              {vm.selectedNode && vm.editable && (
                <button type="button" className="link" onClick={() => vm.assign(vm.selectedNode!.id, tab, item.key)} aria-label={`Assign ${item.name} to node ${vm.selectedNode.id}`}>
                  Assign
                </button>
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
});
