import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useNavigate } from 'react-router';
import { eventGraphPath } from '../../core/session';
import type { ExplorerViewModel } from './explorer.view-model';
import { explorerIds } from './test-ids';

/** Display-mode buttons (only contributed modes) and the Dataset dropdown with its Exception sub-dropdown. */
export const ExplorerModeBar = observer(function ExplorerModeBar({ vm }: { vm: ExplorerViewModel }) {
  const kinds = vm.datasetKinds;
  const navigate = useNavigate();
  // An Exception dataset opens its event analysis screen, /graph/event/{slug} (document 1 §2); Metric goes back to the dashboard.
  const open = () => navigate(vm.exceptionDatasets.length > 0 ? eventGraphPath(vm.state.dataset) : '/');
  return (
    <section className="explorer-section" aria-label="Display mode">
      <div className="explorer-modes" role="group" aria-label="Display mode">
        {vm.modes.map((m) => (
          <Button
            key={m.id}
            label={m.label}
            size="small"
            outlined={vm.mode !== m.mode}
            aria-pressed={vm.mode === m.mode}
            onClick={() => vm.setMode(m.mode)}
            data-testid={explorerIds.mode(m.mode)}
          />
        ))}
      </div>
      {vm.mode === 'GRAPH' && kinds.length > 0 && (
        <label className="explorer-field">
          <span>Dataset</span>
          <Dropdown
            value={vm.datasetKind}
            options={kinds}
            onChange={(e) => (vm.setDatasetKind(String(e.value)), open())}
            aria-label="Dataset"
            data-testid={explorerIds.dataset}
          />
        </label>
      )}
      {vm.exceptionDatasets.length > 0 && (
        <label className="explorer-field">
          <span>Exception</span>
          <Dropdown
            value={vm.state.dataset}
            options={vm.exceptionDatasets.map((d) => ({ label: d.label, value: d.label }))}
            onChange={(e) => (vm.setDataset(String(e.value)), open())}
            aria-label="Exception"
          />
        </label>
      )}
    </section>
  );
});
