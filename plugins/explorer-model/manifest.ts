import { explorerMode } from '../../workbench/api';

/** Model mode: 3D model viewing is not yet available; a placeholder says so (document 1 §1, document 2 §1). */
export const explorerModel = explorerMode({
  id: 'explorer-model',
  title: 'Model',
  mode: 'MODEL',
  label: 'Model',
  order: 30,
  // Document 1 §2 / document 2 §2: the Model button is hidden in one build mode. It is the
  // consolidated (sigma) build, a user who is not big-brain (document 3 §4): its placeholder has
  // nothing to show them; the full (dist) build keeps it.
  enabledWhen: { bigBrain: true },
  view: () => import('./model-placeholder'),
});
