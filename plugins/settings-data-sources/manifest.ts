import { SETUP_WRITER_ROLES } from '../../core/resources/setup-writers';
import { setupScreen } from '../../workbench/api';

/** System Setup > Data Sources (issue 38): the company's machine connections and their live status. */
export const settingsDataSources = setupScreen({
  id: 'settings-data-sources',
  path: '/datasources',
  label: 'Data Sources',
  icon: 'pi pi-wifi',
  order: 85,
  roles: [...SETUP_WRITER_ROLES],
  page: () => import('./data-sources-page').then((m) => ({ default: m.DataSourcesPage })),
  module: () => import('./module').then((m) => m.settingsDataSourcesModule),
  help: [
    {
      key: 'settings-data-sources/list',
      title: 'Data Sources',
      body: 'A data source is a connection to a broker (MQTT) that your machines or their gateway publish to. Each one subscribes to its topic filters, reads the payloads in its format and stores good counts, scrap and states as if they were posted to /v1/ingest/events. The status refreshes every few seconds; a message the source cannot read is listed with the reason and never stops it.',
    },
  ],
});
