import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useNavigate } from 'react-router';
import { SessionStore, useService, useViewModel } from '../../workbench/api';
import { useMetricLabel } from '../../workbench/kit/metric-label/use-metric-label';
import { RankingTable } from './ranking-table';
import { RankingViewModel } from './ranking.view-model';
import { rankingIds } from './test-ids';
import './ranking.css';
import { ShareButton } from '../../workbench/kit/share/share-button';

/** The Ranking mode of the Data Explorer: which machine lost the most, and why. */
const RankingView = observer(function RankingView() {
  const vm = useViewModel(RankingViewModel);
  const sessions = useService<SessionStore>(SessionStore);
  const navigate = useNavigate();
  const label = useMetricLabel();
  const s = vm.state;
  const scope = [
    vm.entity?.name ?? sessions.current?.companyName ?? '',
    s.time.day ?? `${s.time.range.start} – ${s.time.range.end}`,
    vm.shift ?? 'All shifts',
  ].join(' · ');
  const metricLabel = label(vm.metric);
  return (
    <section className="ranking-view" aria-label="Ranking" aria-busy={vm.status === 'loading'} data-testid={rankingIds.view} data-help-key="explorer-ranking/table">
      <header className="ranking-header">
        <div>
          <h1>Ranking</h1>
          <p className="ranking-subtitle">
            {metricLabel}, worst first · {scope}
          </p>
        </div>
        <ShareButton name={`Ranking ${metricLabel} ${scope}`} what="this ranking, entity, dates and shift" />
      </header>
      {vm.status === 'loading' && (
        <div className="ranking-state" role="status" aria-live="polite">
          <ProgressSpinner style={{ width: 48, height: 48 }} strokeWidth="4" aria-label="Loading the ranking" />
          <p>Loading the ranking…</p>
        </div>
      )}
      {vm.status === 'error' && (
        <div className="ranking-state" role="alert">
          <h2>The ranking could not be loaded</h2>
          <p>{vm.error}</p>
          <button type="button" className="p-button p-button-sm" onClick={() => void vm.reload()}>
            Try again
          </button>
        </div>
      )}
      {vm.status === 'ready' && vm.rows.length === 0 && (
        <div className="ranking-state" role="status">
          <h2>No machine has results for {scope}</h2>
          <p>Choose another day, range, shift or entity.</p>
        </div>
      )}
      {vm.status === 'ready' && vm.rows.length > 0 && <RankingTable vm={vm} metricLabel={metricLabel} onEvents={(m) => navigate(vm.openEvents(m))} />}
    </section>
  );
});
export default RankingView;
