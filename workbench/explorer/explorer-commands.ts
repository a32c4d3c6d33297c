import { serviceToken } from '../../core/platform';
/**
 * The explorer's answers to the shell's shortcuts (Ctrl+Z undo, Ctrl+Y redo, Ctrl+S save; the
 * shell already keeps them off the map designer). Bound by explorerModule to the preset controls,
 * so a shortcut and a click run the same code path, confirmations and toasts included.
 */
export interface ExplorerCommands {
  undo(): void;
  redo(): void;
  save(): Promise<boolean>;
}
export const ExplorerCommands = serviceToken<ExplorerCommands>('workbench.ExplorerCommands');
