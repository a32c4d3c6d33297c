import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useEffect, useId, useState, type DragEvent, type KeyboardEvent } from 'react';
import { isBlockedNodeSizeKey } from '../../core/forms';
import { DIRECTIONS, type MapEntityType } from '../../core/map-design';
import { FormField } from '../../workbench/kit/form-controls/form-field';
import { ENTITY_MIME } from './entity-sidebar';
import type { MapEditorViewModel } from './map-editor.view-model';
import { designerIds } from './test-ids';

/** Node size inputs block e, E, +, - and '.' (document 2 §5). */
const blockKeys = (e: KeyboardEvent) => {
  if (isBlockedNodeSizeKey(e.key)) e.preventDefault();
};

function NumberField({ label, value, onCommit, disabled }: { label: string; value: number; onCommit(v: number): void; disabled: boolean }) {
  const [text, setText] = useState(String(value));
  const id = useId();
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const v = Number(text);
    if (text !== '' && Number.isFinite(v) && v !== value) onCommit(v);
    else setText(String(value));
  };
  return (
    <FormField id={id} label={label}>
      {(control) => (
        <InputText
          {...control}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={text}
          disabled={disabled}
          onKeyDown={(e) => { blockKeys(e); if (e.key === 'Enter') commit(); }}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
        />
      )}
    </FormField>
  );
}

const DropSlot = observer(function DropSlot({ vm, nodeId, type }: { vm: MapEditorViewModel; nodeId: string; type: MapEntityType }) {
  const key = vm.assignedKey(nodeId, type);
  const label = type === 'MACHINE' ? 'Machine' : 'Location';
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    const raw = e.dataTransfer.getData(ENTITY_MIME);
    const [t, ...k] = raw.split(':');
    if (t === type) vm.assign(nodeId, type, k.join(':'));
  };
  return (
    <div className="map-drop-slot" onDragOver={(e) => e.preventDefault()} onDrop={onDrop} aria-label={`${label} slot`} role="group">
      <span className="map-drop-label">{label}</span>
      {key ? (
        <span className="map-drop-value">
          <span>
            {vm.entityName(type, key)} <small>({key})</small>
          </span>
          <Button icon="pi pi-times" text rounded size="small" className="map-drop-remove" aria-label={`Remove the ${label.toLowerCase()}`} onClick={() => vm.unassign(nodeId, type)} disabled={!vm.editable} />
        </span>
      ) : (
        <span className="map-drop-empty">Drop a {label.toLowerCase()} here</span>
      )}
    </div>
  );
});

/** The right panel for one selected node: id, position, size, label, drop slots, zoom directions. */
export const NodePanel = observer(function NodePanel({ vm }: { vm: MapEditorViewModel }) {
  const node = vm.selectedNode;
  const [label, setLabel] = useState('');
  const ids = useId();
  useEffect(() => setLabel(node?.data.extra.label ?? ''), [node?.id, node?.data.extra.label]);
  if (!node) {
    return (
      <aside className="map-node-panel" aria-label="Node" data-testid={designerIds.panel}>
        <p>{vm.selected.size > 1 ? `${vm.selected.size} nodes selected` : 'Select a node to edit it.'}</p>
      </aside>
    );
  }
  const ro = !vm.editable;
  return (
    <aside className="map-node-panel" aria-label="Node" data-testid={designerIds.panel}>
      <h2>Node ID: {node.id}</h2>
      <div className="map-node-grid">
        <NumberField label="X" value={node.position.x} disabled={ro} onCommit={(x) => vm.move(node.id, { x, y: node.position.y })} />
        <NumberField label="Y" value={node.position.y} disabled={ro} onCommit={(y) => vm.move(node.id, { x: node.position.x, y })} />
        <NumberField label="Width" value={node.style.width} disabled={ro} onCommit={(width) => vm.resize(node.id, { width, height: node.style.height })} />
        <NumberField label="Height" value={node.style.height} disabled={ro} onCommit={(height) => vm.resize(node.id, { width: node.style.width, height })} />
      </div>
      <FormField id={`${ids}-label`} label="Label">
        {(control) => (
          <InputText {...control} value={label} disabled={ro} onChange={(e) => setLabel(e.target.value)} onBlur={() => label !== node.data.extra.label && vm.setLabel(node.id, label)} onKeyDown={(e) => e.key === 'Enter' && vm.setLabel(node.id, label)} />
        )}
      </FormField>
      <DropSlot vm={vm} nodeId={node.id} type="MACHINE" />
      <DropSlot vm={vm} nodeId={node.id} type="LOCATION" />
      <h3 id={`${ids}-directions`}>Zoom directions</h3>
      <ul className="map-directions" aria-labelledby={`${ids}-directions`}>
        {DIRECTIONS.map((d) => {
          const target = vm.link(node.id, d);
          return (
            <li key={d}>
              <span className="map-direction-name">{d}</span>
              <span className="map-direction-actions">
                {target ? (
                  <>
                    <Button label="Edit" size="small" text onClick={() => vm.drillTo(node.id, d)} aria-label={`Drill into ${d}`} />
                    <Button icon="pi pi-trash" size="small" text severity="danger" aria-label={`Delete ${d} level`} disabled={ro} onClick={() => vm.deleteLink(node.id, d)} />
                  </>
                ) : (
                  <Button label="Create" size="small" text disabled={ro} onClick={() => vm.createLink(node.id, d)} aria-label={`Create ${d} level`} />
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <Button label="Delete node" icon="pi pi-trash" severity="danger" size="small" outlined disabled={ro} onClick={() => vm.deleteSelected()} />
    </aside>
  );
});
