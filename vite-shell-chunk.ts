import type { Plugin } from 'vite';

const PLUGIN_PAGE = /[\\/]plugins[\\/](?!public-site[\\/])[^\\/]+[\\/]/;

/**
 * Gathers the signed-in shell's modules into one chunk (issue 8: the shell's first load within
 * 260 kB). Left to automatic splitting they come as some sixty small chunks, and brotli compresses
 * one file about an eighth better than the same code in sixty.
 *
 * Captured: what the shell module imports statically, less anything a signed-out visitor can
 * reach (the entry's own imports, the public site's pages, the sign-in flow), so the landing page
 * never downloads the shell. Other plugins' pages load only inside the shell, so whatever they
 * share with it may move into the shell's chunk.
 */
export function shellChunk(shellModule: RegExp): { plugin: Plugin; captures(id: string): boolean } {
  let captured = new Set<string>();
  const plugin: Plugin = {
    name: 'workbench-shell-chunk',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const shell = ids.find((id) => shellModule.test(id));
      if (!shell) return;
      const imports = (id: string, dynamic: boolean): readonly string[] => {
        const info = this.getModuleInfo(id);
        if (!info) return [];
        return dynamic ? [...info.importedIds, ...info.dynamicallyImportedIds.filter((d) => !PLUGIN_PAGE.test(d))] : info.importedIds;
      };
      const reach = (roots: readonly string[], dynamic: boolean, stopAt?: string): Set<string> => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || id === stopAt) continue;
          seen.add(id);
          stack.push(...imports(id, dynamic));
        }
        return seen;
      };
      const signedOut = reach(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        true,
        shell,
      );
      captured = new Set([...reach([shell], false)].filter((id) => !signedOut.has(id)));
    },
  };
  return { plugin, captures: (id) => captured.has(id) };
}
