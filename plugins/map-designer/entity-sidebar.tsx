import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useId, useState } from 'react';
import { useArrowChoice } from '../../workbench/kit/form-controls/arrow-choice';
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

const TABS: Array<{ type: MapEntityType; label: string }> = [
  { type: 'MACHINE', label: 'MACHINES' },
  { type: 'LOCATION', label: 'LOCATIONS' },
];

/** All / Assigned / Unassigned: one segmented control, a radio group with the chosen segment filled. */
function AssignmentFilterControl({ value, onChange }: { value: AssignmentFilter; onChange(v: AssignmentFilter): void }) {
  const { refs, onKeyDown } = useArrowChoice(FILTERS.map((f) => f.value), value, onChange);
  return (
    <div role="radiogroup" aria-label="Assignment filter" className="map-segmented" onKeyDown={onKeyDown}>
      {FILTERS.map((f, i) => (
        <button
          key={f.value}
          ref={(el) => { refs.current[i] = el; }}
          type="button"
          role="radio"
          aria-checked={value === f.value}
          tabIndex={value === f.value ? 0 : -1}
          onClick={() => onChange(f.value)}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}

/** MACHINES and LOCATIONS tabs with the Assigned/Unassigned filter and search; entities are dragged onto the canvas. */
export const EntitySidebar = observer(function EntitySidebar({ vm }: { vm: MapEditorViewModel }) {
  const [tab, setTab] = useState<MapEntityType>('MACHINE');
  const [filter, setFilter] = useState<AssignmentFilter>('ALL');
  const [search, setSearch] = useState('');
  const ids = useId();
  const tabKeys = useArrowChoice(TABS.map((t) => t.type), tab, setTab);
  const items = filterEntityList(tab === 'MACHINE' ? vm.machines : vm.locations, vm.design, tab, filter, search);
  const assigned = (tab === 'MACHINE' ? vm.design.machine_xref : vm.design.location_xref).key_to_node;
  const tabId = (t: MapEntityType) => `${ids}-tab-${t}`;
  return (
    <aside className="map-entities" aria-label="Machines and locations">
      <div role="tablist" aria-label="Entity type" className="map-entity-tabs" onKeyDown={tabKeys.onKeyDown}>
        {TABS.map((t, i) => (
          <button
            key={t.type}
            ref={(el) => { tabKeys.refs.current[i] = el; }}
            id={tabId(t.type)}
            type="button"
            role="tab"
            aria-selected={tab === t.type}
            aria-controls={`${ids}-panel`}
            tabIndex={tab === t.type ? 0 : -1}
            onClick={() => setTab(t.type)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <AssignmentFilterControl value={filter} onChange={setFilter} />
      <InputText value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search" aria-label="Search entities" className="map-entity-search" />
      <div
        className="map-entity map-entity-custom"
        draggable={vm.editable}
        onDragStart={(e) => { e.dataTransfer.setData(ENTITY_MIME, 'CUSTOM'); e.dataTransfer.setData('text/plain', 'CUSTOM'); }}
        data-testid={designerIds.customNode}
      >
        <span className="map-entity-name">
          <i className="pi pi-plus-circle" aria-hidden="true" />
          <span>Custom node</span>
        </span>
        <Button label="Add" size="small" outlined className="map-entity-action" onClick={() => vm.addCustomNode({ x: 0, y: 0 })} disabled={!vm.editable} />
      </div>
      {/* The panel wraps the list: a list with role tabpanel would leave its items outside any list. */}
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={tabId(tab)}>
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
              <span className="map-entity-text">
                <span className="map-entity-name">{item.name}</span>
                <small className="map-entity-detail">{item.key}{assigned[item.key] ? ` · node ${assigned[item.key]}` : ''}</small>
              </span>
              {vm.selectedNode && vm.editable && (
                <Button
                  label="Assign"
                  size="small"
                  outlined
                  className="map-entity-action"
                  onClick={() => vm.assign(vm.selectedNode!.id, tab, item.key)}
                  aria-label={`Assign ${item.name} to node ${vm.selectedNode.id}`}
                />
              )}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
});
