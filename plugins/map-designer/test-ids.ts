export const designerIds = {
  start: 'map-designer-start',
  newName: 'map-designer-new-name',
  create: 'map-designer-create',
  card: (name: string) => `map-card-${name}`,
  editor: 'map-editor',
  canvas: 'map-editor-canvas',
  save: 'map-editor-save',
  undo: 'map-editor-undo',
  entity: (type: string, key: string) => `map-entity-${type}-${key}`,
  nodeList: 'map-editor-node-list',
  panel: 'map-editor-node-panel',
  customNode: 'map-editor-custom-node',
} as const;
