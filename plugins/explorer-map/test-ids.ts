/** data-testids of the map viewer; tests/e2e/selectors re-exports them. */
export const mapViewerIds = {
  view: 'map-viewer',
  world: 'map-viewer-world',
  node: (id: string) => `map-node-${id}`,
  metric: (nodeId: string, metric: string) => `map-node-${nodeId}-${metric.toLowerCase()}`,
  details: 'map-viewer-details',
  noMap: 'map-viewer-no-map',
  trail: 'map-viewer-trail',
} as const;
