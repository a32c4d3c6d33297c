export type ShellCommand = 'undo' | 'redo' | 'save' | 'rollout-info' | 'nav-state';

export interface KeyChord {
  key: string;
  code?: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey?: boolean;
}

export interface ShortcutContext {
  path: string;
  explorerMode?: string;
}

/** The map designer has its own editing; the shell's undo, redo and save do not work there. */
function onMapDesigner(context: ShortcutContext): boolean {
  return context.path.startsWith('/map/designer') || context.explorerMode === 'MAP_DESIGN';
}

/** The shell command of a key press, if any. */
export function shellCommandFor(e: KeyChord, context: ShortcutContext): ShellCommand | undefined {
  if (!e.ctrlKey || e.metaKey) return undefined;
  const key = e.key.toLowerCase();
  if (e.altKey && !e.shiftKey && (key === 'a' || e.code === 'KeyA')) return 'rollout-info';
  if (e.shiftKey && !e.altKey && (key === ')' || key === 'insert' || e.code === 'Digit0' || e.code === 'Insert')) return 'nav-state';
  if (e.altKey || e.shiftKey) return undefined;
  const command = key === 'z' ? 'undo' : key === 'y' ? 'redo' : key === 's' ? 'save' : undefined;
  return command && !onMapDesigner(context) ? command : undefined;
}
