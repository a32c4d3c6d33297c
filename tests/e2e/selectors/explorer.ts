/** data-testids of the Data Explorer panel and the graph dashboard (defined beside the components that use them). */
export { explorerIds } from '../../../workbench/explorer/test-ids';
export { graphIds } from '../../../plugins/explorer-graph/test-ids';
export { machineIds } from '../../../plugins/explorer-graph/machine/test-ids';
export { mapViewerIds } from '../../../plugins/explorer-map/test-ids';
