import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import type { MapDesign } from '../../core/map-design';
import type { NavState, NavStore } from '../../core/navigation';
import { LabelledDropdown } from '../kit/form-controls/labelled-dropdown';
import type { MapDesigns } from '../api/map-designs';
import { explorerIds } from './test-ids';

const VIEWS = [
  { label: '2D', view3D: false },
  { label: '3D', view3D: true },
];

/** Map mode's sidebar controls (document 1 §2): the map picker and the 2D/3D toggle, kept in mapState. */
export function MapModeControls({ state, store, designs }: { state: NavState; store: NavStore; designs: MapDesigns }) {
  const [maps, setMaps] = useState<MapDesign[]>([]);
  useEffect(() => {
    let live = true;
    designs.list().then(
      (list) => live && setMaps(list),
      () => live && setMaps([]), // the viewer shows the error and its retry
    );
    return () => {
      live = false;
    };
  }, [designs]);
  const chosen = maps.find((m) => m.name === state.mapState.activeMapName) ?? maps.find((m) => m.default) ?? maps[0];
  return (
    <div className="explorer-map-controls">
      <label className="explorer-field">
        <span>Map</span>
        <LabelledDropdown
          label="Map"
          value={chosen?.name ?? ''}
          options={maps.map((m) => ({ label: m.default ? `${m.name} (default)` : m.name, value: m.name }))}
          placeholder={maps.length ? 'Choose a map' : 'No maps yet'}
          disabled={maps.length === 0}
          onChange={(e) => store.setMapState({ activeMapName: String(e.value) })}
          data-testid={explorerIds.mapPicker}
        />
      </label>
      <div className="explorer-modes" role="group" aria-label="Map view, 2D or 3D" data-testid={explorerIds.mapView}>
        {VIEWS.map((v) => (
          <Button
            key={v.label}
            label={v.label}
            size="small"
            outlined={state.mapState.view3D !== v.view3D}
            aria-pressed={state.mapState.view3D === v.view3D}
            onClick={() => store.setMapState({ view3D: v.view3D })}
          />
        ))}
      </div>
    </div>
  );
}
