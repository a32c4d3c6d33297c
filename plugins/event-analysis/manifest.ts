import { eventDatasetOfSlug } from '../../core/session';
import type { PluginManifest } from '../../workbench/api';

/** The event analysis screens of the Exception datasets: /graph/event/{slug} (document 2 §4). */
export const eventAnalysis: PluginManifest = {
  id: 'event-analysis',
  title: 'Event analysis',
  module: () => import('./module').then((m) => m.eventAnalysisModule),
  contributes: {
    routes: [
      {
        path: '/graph/event/:slug',
        title: 'Event analysis',
        page: () => import('./event-analysis-page').then((m) => ({ default: m.EventAnalysisPage as never })),
        // Only the four Exception datasets have a screen; another slug is an unknown address.
        paramsValid: ({ slug }) => slug !== undefined && eventDatasetOfSlug(slug) !== undefined,
      },
    ],
    datasets: [
      { id: 'event-analysis.downtime', kind: 'Exception', label: 'Downtime', mode: 'GRAPH' },
      { id: 'event-analysis.scrap', kind: 'Exception', label: 'Scrap', mode: 'GRAPH' },
      { id: 'event-analysis.reject', kind: 'Exception', label: 'Reject', mode: 'GRAPH' },
      { id: 'event-analysis.rework', kind: 'Exception', label: 'Rework', mode: 'GRAPH' },
    ],
    helpKeys: [
      {
        key: 'event-analysis/view',
        title: 'Event analysis',
        body: 'Why the selected entity lost time or parts: the reasons ranked by lost minutes or units with their cumulative share, and the same events by date (per shift unless shifts are combined). Downtime can be narrowed to planned or unplanned.',
      },
    ],
  },
};
