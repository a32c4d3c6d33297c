import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { LabelledDropdown } from '../kit/form-controls/labelled-dropdown';
import { LeaveGuard } from '../api/leave-guard';
import { useService } from '../api/use-service';
import { RadioButton } from 'primereact/radiobutton';
import { useLocation, useNavigate } from 'react-router';
import { eventGraphPath } from '../../core/session';
import type { ExplorerViewModel } from './explorer.view-model';
import { explorerIds } from './test-ids';

/** Display-mode buttons (only contributed modes) and the Dataset dropdown with its Exception sub-dropdown. */
export const ExplorerModeBar = observer(function ExplorerModeBar({ vm }: { vm: ExplorerViewModel }) {
  const choices = vm.datasetChoices;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const leaveGuard = useService<LeaveGuard>(LeaveGuard);
  // Each control below switches the main view away: a screen with unsaved work (the map editor) is asked first, and No changes nothing.
  const afterLeave = (act: () => void) => void leaveGuard.confirmLeave().then((leave) => leave && act());
  return (
    <section className="explorer-section" aria-label="Display mode">
      <div className="explorer-modes explorer-mode-bar" role="group" aria-label="Display mode">
        {vm.modes.map((m) => (
          <Button
            key={m.id}
            label={m.label}
            size="small"
            outlined={vm.mode !== m.mode}
            aria-pressed={vm.mode === m.mode}
            onClick={() => {
              // The button of the mode shown on '/' changes nothing, so it asks nothing.
              if (pathname === '/' && vm.mode === m.mode) return;
              afterLeave(() => {
                vm.setMode(m.mode);
                // Display modes are views of '/': leave a routed view (e.g. a customer dashboard).
                if (pathname !== '/') navigate('/');
              });
            }}
            data-testid={explorerIds.mode(m.mode)}
          />
        ))}
      </div>
      {vm.mode === 'GRAPH' && choices.length > 0 && (
        <label className="explorer-field">
          <span>Dataset</span>
          <LabelledDropdown
            value={vm.datasetChoice}
            options={choices}
            onChange={(e) =>
              afterLeave(() => {
                // A customer dashboard opens its route, an Exception its event analysis; the rest live on '/'.
                // Navigating before the change keeps the entry left with its state for browser back.
                const to = vm.datasetPath(String(e.value));
                if (to !== pathname) navigate(to);
                vm.chooseDataset(String(e.value));
              })
            }
            label="Dataset"
            data-testid={explorerIds.dataset}
          />
        </label>
      )}
      {vm.reportDatasets.length > 0 && (
        <fieldset className="explorer-reports" data-testid={explorerIds.reports}>
          <legend>Report</legend>
          {vm.reportDatasets.map((d) => (
            <div key={d.id} className="explorer-report-choice">
              <RadioButton
                inputId={`explorer-report-${d.key}`}
                name="explorer-report"
                value={d.key}
                checked={vm.activeReport === d.key}
                onChange={(e) => vm.setReport(String(e.value))}
              />
              <label htmlFor={`explorer-report-${d.key}`}>{d.label}</label>
            </div>
          ))}
        </fieldset>
      )}
      {vm.exceptionDatasets.length > 0 && (
        <label className="explorer-field">
          <span>Exception</span>
          <LabelledDropdown
            value={vm.state.dataset}
            options={vm.exceptionDatasets.map((d) => ({ label: d.label, value: d.label }))}
            onChange={(e) =>
              afterLeave(() => {
                // An Exception dataset opens its event analysis screen, /graph/event/{slug} (document 1 §2),
                // navigated to before the change so that browser back finds the earlier state.
                navigate(eventGraphPath(String(e.value)));
                vm.setDataset(String(e.value));
              })
            }
            label="Exception"
            data-testid={explorerIds.exception}
          />
        </label>
      )}
    </section>
  );
});
