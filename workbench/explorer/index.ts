export { ExplorerPanel } from './explorer-panel';
export { ExplorerMain, type HostedExplorerMode } from './explorer-main';
export { explorerModule } from './explorer.module';
export { ExplorerCommands } from './explorer-commands';
export type { ExplorerContributions } from './explorer.view-model';
