/** data-testids of the map viewer; tests/e2e/selectors re-exports them. */
export const mapViewerIds = {
  view: 'map-viewer',
  world: 'map-viewer-world',
  node: (id: string) => `map-node-${id}`,
  metric: (nodeId: string, metric: string) => `map-node-${nodeId}-${metric.toLowerCase()}`,
  /** A node's figure (the chosen metric over its machines); `${figure}-status` its status word. */
  figure: (nodeId: string) => `map-node-${nodeId}-figure`,
  /** The list of the level's nodes and their figures, beside either view. */
  list: 'map-viewer-list',
  updated: 'map-viewer-updated',
  details: 'map-viewer-details',
  noMap: 'map-viewer-no-map',
  /** 'No active map data!': the active map's stored design is missing or unreadable. */
  noDesign: 'map-viewer-no-design',
  trail: 'map-viewer-trail',
} as const;
