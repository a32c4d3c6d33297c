import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { ProgressSpinner } from 'primereact/progressspinner';
import { lazy, Suspense, useState } from 'react';
import { NO_ACTIVE_MAP_DATA, NO_MAP_PROMPT } from '../../core/errors';
import { clockTimeInZone } from '../../core/time';
import { useViewModel } from '../../workbench/api';
import { useMetricLabel } from '../../workbench/kit/metric-label/use-metric-label';
import { ShareButton } from '../../workbench/kit/share/share-button';
import { CardMetricLine, spokenMetric } from './card-metric-line';
import { MapViewerViewModel } from './map-viewer.view-model';
import { LevelList } from './level-list';
import { MapWorld } from './map-world';
import { mapViewerIds } from './test-ids';
import './map-view.css';

const Map3D = lazy(() => import('./map-3d'));

/** Map mode's main area (document 2 §2 Map viewer): the chosen map with live metric cards. */
const MapView = observer(function MapView() {
  const vm = useViewModel(MapViewerViewModel);
  const [selected, setSelected] = useState<string | null>(null);
  const label = useMetricLabel();
  const map = vm.activeMap;
  const s = vm.state;
  const busy = vm.status === 'loading' || vm.dataStatus === 'loading';
  const detail = vm.nodes.find((n) => n.node.id === selected);
  const scope = `${s.time.day ?? `${s.time.range.start} – ${s.time.range.end}`} · ${s.combineShifts || !s.shift ? 'All shifts' : s.shift}`;

  return (
    <main className="map-viewer" aria-label="Map" aria-busy={busy} data-testid={mapViewerIds.view} data-help-key="explorer-map/viewer">
      {vm.status === 'loading' && (
        <div className="map-state" role="status">
          <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" aria-label="Loading maps" />
          <p>Loading maps…</p>
        </div>
      )}
      {vm.status === 'error' && (
        <div className="map-state" role="alert">
          <h2>The maps could not be loaded</h2>
          <p>{vm.error}</p>
          <Button label="Try again" icon="pi pi-refresh" onClick={() => void vm.reload()} />
        </div>
      )}
      {vm.status === 'ready' && !map && (
        <div className="map-state">
          <i className="pi pi-map map-state-icon" aria-hidden="true" />
          <Button label={NO_MAP_PROMPT} link onClick={() => vm.createMap()} data-testid={mapViewerIds.noMap} />
        </div>
      )}
      {vm.status === 'ready' && map && (
        <>
          <header className="map-header">
            <div>
              <h1>{map.name}</h1>
              <p className="map-subtitle">
                <strong className="map-metric-name">{label(s.metric)}</strong> · {scope}
                {vm.updatedAt !== null && (
                  <>
                    {' · '}
                    <span data-testid={mapViewerIds.updated}>updated {clockTimeInZone(vm.updatedAt, vm.timezone)}</span>
                  </>
                )}
              </p>
            </div>
            <ShareButton name={`${map.name} ${label(s.metric)} ${scope}`} what="this map, metric, day and shift" />
            <nav aria-label="Map levels" className="map-trail" data-testid={mapViewerIds.trail}>
              {vm.levels.map((l, i) => (
                <span key={l.level}>
                  {i > 0 && <i className="pi pi-angle-right" aria-hidden="true" />}
                  <Button
                    label={l.label}
                    size="small"
                    text={i !== vm.levels.length - 1}
                    aria-current={i === vm.levels.length - 1 ? 'location' : undefined}
                    onClick={() => {
                      setSelected(null);
                      vm.drillBackTo(l.level);
                    }}
                  />
                </span>
              ))}
            </nav>
          </header>
          {map.designMissing && (
            <p role="alert" className="map-error" data-testid={mapViewerIds.noDesign}>
              {NO_ACTIVE_MAP_DATA}
            </p>
          )}
          {vm.dataStatus === 'error' && (
            <p role="alert" className="map-error">
              {vm.error} <Button label="Retry" size="small" text onClick={() => void vm.reload()} />
            </p>
          )}
          <div className="map-body">
            {s.mapState.view3D ? (
              <div className="map-3d-column">
                <Suspense fallback={<ProgressSpinner aria-label="Loading the 3D view" />}>
                  <Map3D nodes={vm.nodes} backdrop={vm.backdrop} label={label} summary={vm.nodes.filter((n) => n.card).map((n) => `${n.label}: ${spokenMetric(n.card![0]!, label(n.card![0]!.metric))}`).join('; ')} />
                </Suspense>
                {/* The scene's blocks are not focusable: this list reaches and drills every node of the level with the same figures. */}
                <LevelList nodes={vm.nodes} label={label} onDrill={(flowId) => vm.drillInto(flowId)} onSelect={(id) => setSelected(id === selected ? null : id)} />
              </div>
            ) : (
              <MapWorld vm={vm} label={label} selected={selected} onSelect={(id) => setSelected(id === selected ? null : id)} />
            )}
            {detail && (
              <aside className="map-details" aria-label={`${detail.label} details`} data-testid={mapViewerIds.details}>
                <header>
                  <h2>{detail.label}</h2>
                  <Button icon="pi pi-times" rounded text size="small" aria-label="Close details" onClick={() => setSelected(null)} />
                </header>
                {detail.machineKey && <p className="map-subtitle">Machine {detail.machineKey}</p>}
                {detail.locationKey && <p className="map-subtitle">Location {detail.locationKey}</p>}
                {detail.card?.map((m) => <CardMetricLine key={m.metric} m={m} label={label(m.metric)} />)}
                {detail.machineKey && !detail.card && <p>No results for this machine in the selection.</p>}
              </aside>
            )}
          </div>
        </>
      )}
    </main>
  );
});

export default MapView;
