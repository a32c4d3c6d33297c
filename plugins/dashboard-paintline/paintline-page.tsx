import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect } from 'react';
import { NavStore } from '../../core/navigation';
import { useCustomDataset, useService, useViewModel } from '../../workbench/api';
import { PAINTLINE_DATASET } from './dataset';
import { PaintlineBarsChart, PaintlinePercentChart } from './paintline-charts';
import { PaintlineViewModel } from './paintline.view-model';
import { downloadPaintlineXlsx } from './paintline-export';
import { paintlineIds } from './test-ids';
import './paintline.css';
import { ShareButton } from '../../workbench/kit/share/share-button';

const fmt = (n: number) => n.toLocaleString('en-US');
const pct = (n: number) => `${n.toFixed(1)} %`;

const PaintlineSidebar = observer(function PaintlineSidebar({ vm }: { vm: PaintlineViewModel }) {
  const all = vm.state.selectedPrograms.length === 0;
  return (
    <aside className="paintline-side" aria-label="Paint line filters">
      <fieldset>
        <legend>Paint lines</legend>
        {([4, 5] as const).map((n) => (
          <div key={n} className="paintline-switch">
            {/* A native switch: PrimeReact's InputSwitch nests its input in an interactive element (axe nested-interactive). */}
            <input
              type="checkbox"
              role="switch"
              className="paintline-switch-input"
              id={`paintline-line-${n}`}
              checked={vm.state[`paintLine${n}`]}
              aria-checked={vm.state[`paintLine${n}`]}
              onChange={(e) => vm.setLine(n, e.target.checked)}
              data-testid={paintlineIds.line(n)}
            />
            <label htmlFor={`paintline-line-${n}`}>Paint Line {n}</label>
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>Visible Programs</legend>
        <div className="paintline-check">
          <Checkbox inputId="paintline-all" checked={all} onChange={() => vm.selectAll()} data-testid={paintlineIds.allPrograms} />
          <label htmlFor="paintline-all">All Programs</label>
        </div>
        {vm.programs.map((p) => (
          <div key={p.euid} className="paintline-check">
            <Checkbox
              inputId={`paintline-program-${p.euid}`}
              checked={!all && vm.state.selectedPrograms.includes(p.euid)}
              onChange={() => vm.toggleProgram(p.euid)}
              data-testid={paintlineIds.program(p.name)}
            />
            <label htmlFor={`paintline-program-${p.euid}`}>
              {p.name}: {p.desc}
            </label>
          </div>
        ))}
      </fieldset>
    </aside>
  );
});

/** Paint Line Metrics (document 3 §2.4): line toggles, visible programs, the two charts, the source data download. */
export const PaintlinePage = observer(function PaintlinePage() {
  const vm = useViewModel(PaintlineViewModel);
  useCustomDataset(useService<NavStore>(NavStore), PAINTLINE_DATASET);
  useEffect(() => void vm.load(), [vm]);
  const days = vm.days;
  return (
    <section className="paintline-page" aria-labelledby="paintline-title" data-testid={paintlineIds.page} data-help-key="dashboard-paintline/charts">
      <header className="paintline-head">
        <h1 id="paintline-title">Paint Line Metrics</h1>
        <span className="paintline-range">
          {vm.range.start} to {vm.range.end}
        </span>
        <Button
          label="Download"
          icon="pi pi-download"
          size="small"
          outlined
          disabled={vm.events.length === 0}
          onClick={() => void downloadPaintlineXlsx(vm.events).catch((e: unknown) => console.error("paint line download:", e))}
          aria-label="Download the source data (paintline_metrics.xlsx)"
          data-testid={paintlineIds.download}
        />
        <ShareButton name={`Paint Line Metrics ${vm.range.start} to ${vm.range.end}`} what="these paint line charts and their dates" />
      </header>
      <div className="paintline-layout">
        <PaintlineSidebar vm={vm} />
        <div className="paintline-main">
          {vm.loading && vm.events.length === 0 ? (
            <ProgressSpinner aria-label="Loading" />
          ) : vm.error ? (
            <p role="alert">{vm.error}</p>
          ) : days.length === 0 ? (
            <p className="empty-state">No paint-line data for the chosen lines, programs and dates.</p>
          ) : (
            <>
              <PaintlineBarsChart days={days} />
              <PaintlinePercentChart days={days} />
              <details className="paintline-details">
                <summary>Data table</summary>
                <table className="paintline-table" data-testid={paintlineIds.table}>
                  <thead>
                    <tr>
                      <th scope="col">Date</th>
                      <th scope="col">Assembly</th>
                      <th scope="col">Polish</th>
                      <th scope="col">Fallout</th>
                      <th scope="col">Down (stops)</th>
                      <th scope="col">Assembly %</th>
                      <th scope="col">Polish %</th>
                      <th scope="col">Fallout %</th>
                      <th scope="col">Estimated yield %</th>
                    </tr>
                  </thead>
                  <tbody>
                    {days.map((d) => (
                      <tr key={d.date}>
                        <th scope="row">{d.date}</th>
                        <td>{fmt(d.PROD)}</td>
                        <td>{fmt(d.RJCT)}</td>
                        <td>{fmt(d.SCRP + d.RWRK)}</td>
                        <td>{fmt(d.DOWN)}</td>
                        <td>{pct(d.assembly)}</td>
                        <td>{pct(d.polish)}</td>
                        <td>{pct(d.fallout)}</td>
                        <td>{pct(d.estimatedYield)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </>
          )}
        </div>
      </div>
    </section>
  );
});
