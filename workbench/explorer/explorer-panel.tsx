import { observer } from 'mobx-react-lite';
import { Checkbox } from 'primereact/checkbox';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NavStore } from '../../core/navigation';
import { SessionStore as TabStorage, type KeyValueStore } from '../../core/platform';
import { HttpClient } from '../api/http-client';
import { SessionStore } from '../api/session';
import { MapDesigns } from '../api/map-designs';
import { ShareLinks } from '../api/share-links';
import { Toasts } from '../api/toasts';
import { useService, useViewModel } from '../api/use-service';
import { EntityPicker } from './entity-picker';
import { EntityPickerViewModel } from './entity-picker.view-model';
import { ExplorerModeBar } from './explorer-mode-bar';
import { ExplorerViewModel, type ExplorerContributions } from './explorer.view-model';
import { MapModeControls } from './map-mode-controls';
import { MetricManagementViewModel } from './metric-management.view-model';
import { applyLanding } from './landing';
import { applyPendingShare } from './pending-share';
import { loadMetricLayout } from './metric-layout-loader';
import { PresetControls } from './preset-controls';
import { PresetControlsViewModel } from './preset-controls.view-model';
import { TimeframePanel } from './timeframe-panel';
import { TimeframeViewModel } from './timeframe.view-model';
import { VisibleMetrics } from './visible-metrics';
import './explorer.css';
import { explorerIds } from './test-ids';

/**
 * The Data Explorer sidebar tab (document 1 §2, document 2 §2). The shell passes the explorer
 * modes and datasets of the enabled plugins; everything else comes from the NavStore and the
 * PresetService. On mount the presets and the metric layout are loaded.
 */
export const ExplorerPanel = observer(function ExplorerPanel(props: ExplorerContributions) {
  const explorer = useViewModel(ExplorerViewModel);
  const timeframe = useViewModel(TimeframeViewModel);
  const entities = useViewModel(EntityPickerViewModel);
  const metrics = useViewModel(MetricManagementViewModel);
  const presets = useService(PresetControlsViewModel);
  const http = useService<HttpClient>(HttpClient);
  const store = useService<NavStore>(NavStore);
  const sessions = useService<SessionStore>(SessionStore);
  const tabStorage = useService<KeyValueStore>(TabStorage);
  const shares = useService<ShareLinks>(ShareLinks);
  const toasts = useService<Toasts>(Toasts);
  const designs = useService<MapDesigns>(MapDesigns);
  explorer.setContributions(props);
  // Until the start-up loads are in, the default preset or a shared link may still replace the
  // state, a pick made meanwhile included: the panel says so with aria-busy.
  const [starting, setStarting] = useState(true);
  // The start-up effect reads the router and contributions through refs, so that it runs once.
  const navigate = useNavigate();
  const latest = useRef({ navigate, props });
  latest.current = { navigate, props };

  useEffect(() => {
    setStarting(true);
    void presets
      .load()
      .then(() => applyPendingShare(tabStorage, shares, store, toasts))
      .then((shared) =>
        // After a sign-in: the customer's dashboard, the default preset or the Ranking (issue 35 point 3).
        applyLanding(tabStorage, { ...latest.current.props, presets: presets.allPresets, activeEuid: presets.activePreset?.euid }, shared, {
          pathname: () => window.location.pathname,
          navigate: (path) => latest.current.navigate(path, { replace: true }),
          openPreset: (euid) => presets.open(euid),
          nav: store,
        }),
      )
      .then(() => loadMetricLayout(http, store, sessions))
      .finally(() => setStarting(false));
  }, [presets, http, store, sessions, tabStorage, shares, toasts]);

  return (
    <div className="explorer-panel" data-testid={explorerIds.panel} aria-busy={starting}>
      <PresetControls vm={presets} />
      <ExplorerModeBar vm={explorer} />
      {explorer.mode === 'MAP' && <MapModeControls state={explorer.state} store={store} designs={designs} />}
      {explorer.showEntitySelector && (
        <>
          <EntityPicker vm={entities} />
          {explorer.graphOnlyControls && (
            <div className="explorer-check explorer-indent">
              <Checkbox
                inputId="explorer-show-children"
                checked={explorer.state.entity.show_children}
                onChange={(e) => entities.setShowChildren(e.checked === true)}
              />
              <label htmlFor="explorer-show-children">Show children</label>
            </div>
          )}
        </>
      )}
      {explorer.showTimeframe && <TimeframePanel vm={timeframe} graphOnly={explorer.timeframeKindControls} />}
      {explorer.showVisibleMetrics && <VisibleMetrics vm={metrics} mapMode={explorer.mode === 'MAP'} />}
    </div>
  );
});
