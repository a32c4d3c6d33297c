import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { NavStore, type ReportDataset } from '../../core/navigation';
import { fromRx, useService } from '../../workbench/api';
import { DataTable } from '../../workbench/kit/data-table/data-table';
import { reportConfig } from './report-definitions';
import './report.css';
import { ShareButton } from '../../workbench/kit/share/share-button';

/** One report's table; keyed by dataset so switching reports mounts a fresh table. */
export function ReportTable({ dataset }: { dataset: ReportDataset }) {
  return (
    <section className="report-page" aria-label="Report">
      <DataTable key={dataset} config={reportConfig(dataset)} toolbar={<ShareButton name={reportConfig(dataset).title} what="this report" />} />
    </section>
  );
}

/** Report mode of the Data Explorer: the report the panel's radio buttons chose. */
const ReportView = observer(function ReportView() {
  const store = useService<NavStore>(NavStore);
  const nav = useMemo(() => fromRx(store.navState$, store.state), [store]);
  return <ReportTable dataset={nav.current.reportState.activeDataset} />;
});
export default ReportView;

export const TransactionsPage = () => <ReportTable dataset="transactions" />;
export const SchedulePage = () => <ReportTable dataset="schedule" />;
export const InventoryReportPage = () => <ReportTable dataset="inventory" />;
