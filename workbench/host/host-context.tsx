import { createContext, useContext } from 'react';
import type { PluginManifest } from '../api/manifest';
import type { PluginContainers } from '../plugin-host/plugin-containers';

/** What the host knows about the plugins: the list and their child containers. */
export interface Host {
  plugins: readonly PluginManifest[];
  containers: PluginContainers;
}

export const HostContext = createContext<Host | null>(null);

export function useHost(): Host {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost needs a <HostContext.Provider> above the component.');
  return host;
}
