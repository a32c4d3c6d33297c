import { useEffect } from 'react';
import { shellCommandFor, type ShellCommand } from './shortcuts';

/** Calls `run` for the shell's shortcuts; the context is read at key time (path and explorer mode). */
export function useShellShortcuts(context: () => { path: string; explorerMode?: string }, run: (command: ShellCommand) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const command = shellCommandFor(e, context());
      if (!command) return;
      e.preventDefault();
      run(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [context, run]);
}
