import { describe, expect, it } from 'vitest';
import { explorerMode } from './explorer-mode';

const view = () => Promise.resolve({ default: () => null });
const page = () => Promise.resolve({ default: () => null });

describe('explorerMode blueprint', () => {
  it('expands to one Data Explorer mode whose id is the plugin id and the label in kebab-case', () => {
    expect(explorerMode({ id: 'explorer-model', title: 'Model', mode: 'MODEL', label: 'Model', order: 30, view })).toEqual({
      id: 'explorer-model',
      title: 'Model',
      contributes: { explorerModes: [{ id: 'explorer-model.model', mode: 'MODEL', label: 'Model', order: 30, view }] },
    });
  });

  it('document 1 §2 (Model hidden in one build mode): a condition gates the whole mode', () => {
    const model = explorerMode({ id: 'explorer-model', title: 'Model', mode: 'MODEL', label: 'Model', order: 30, view, enabledWhen: { bigBrain: true } });
    expect(model.enabledWhen).toEqual({ bigBrain: true });
  });

  it('carries the datasets, routes and help of the mode', () => {
    const datasets = [{ id: 'explorer-report.schedule', kind: 'Report' as const, label: 'Schedule', mode: 'REPORT' as const }];
    const routes = [{ path: '/report/schedule', title: 'Schedule Data', page }];
    const help = [{ key: 'explorer-report/tables', title: 'Reports', body: 'Sort and filter.' }];
    const report = explorerMode({ id: 'explorer-report', title: 'Reports', mode: 'REPORT', label: 'Report', order: 40, view, datasets, routes, help });
    expect(report.contributes).toEqual({ explorerModes: [{ id: 'explorer-report.report', mode: 'REPORT', label: 'Report', order: 40, view }], datasets, routes, helpKeys: help });
  });

  it('a setup place shows the same view on its own route, opened from System Setup', () => {
    const designer = explorerMode({ id: 'map-designer', title: 'Map Designer', mode: 'MAP_DESIGN', label: 'Map Design', order: 90, view, setup: { path: '/map/designer', label: 'Map Designer', icon: 'pi pi-map', order: 70 } });
    expect(designer.contributes).toEqual({
      explorerModes: [{ id: 'map-designer.map-design', mode: 'MAP_DESIGN', label: 'Map Design', order: 90, view }],
      routes: [{ path: '/map/designer', title: 'Map Designer', page: view }],
      sidebarEntries: [{ id: 'map-designer.map-designer', tab: 'settings', order: 70, label: 'Map Designer', icon: 'pi pi-map', to: '/map/designer' }],
    });
  });
});
