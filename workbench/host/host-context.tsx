import { createContext, useContext } from 'react';
import type { PluginManifest } from '../api/manifest';
import type { CustomerCompanies } from '../api/session';
import type { PluginContainers } from '../plugin-host/plugin-containers';

/** What the host knows about the plugins: the list, their child containers, the configured companies. */
export interface Host {
  plugins: readonly PluginManifest[];
  containers: PluginContainers;
  companies: CustomerCompanies;
}

export const HostContext = createContext<Host | null>(null);

export function useHost(): Host {
  const host = useContext(HostContext);
  if (!host) throw new Error('useHost needs a <HostContext.Provider> above the component.');
  return host;
}
