export const designerIds = {
  start: 'map-designer-start',
  newName: 'map-designer-new-name',
  create: 'map-designer-create',
  card: (name: string) => `map-card-${name}`,
  /** A card's flag switch ids: the map's euid (names may hold spaces) and the flag. */
  flag: (euid: string, flag: string) => `map-flag-${euid.replace(/[^A-Za-z0-9_-]/g, '_')}-${flag}`,
  editor: 'map-editor',
  canvas: 'map-editor-canvas',
  save: 'map-editor-save',
  undo: 'map-editor-undo',
  view3D: 'map-editor-3d-view',
  entity: (type: string, key: string) => `map-entity-${type}-${key}`,
  nodeList: 'map-editor-node-list',
  panel: 'map-editor-node-panel',
  customNode: 'map-editor-custom-node',
} as const;
