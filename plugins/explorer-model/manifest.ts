import { explorerMode } from '../../workbench/api';

/** Model mode: 3D model viewing is not yet available; a placeholder says so (document 1 §1, document 2 §1). */
export const explorerModel = explorerMode({
  id: 'explorer-model',
  title: 'Model',
  mode: 'MODEL',
  label: 'Model',
  order: 30,
  view: () => import('./model-placeholder'),
});
