import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

/** Makes a container (the workbench's, or a plugin's child container) the nearest one below. */
export function ServiceProvider({ container, children }: { container: Container; children?: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

export function useContainer(): Container {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useService needs a <ServiceProvider> above the component.');
  return container;
}

/**
 * Resolves a service from the nearest plugin child container. Resolved once per component
 * instance, so a transient view-model is not recreated on every render.
 */
export function useService<T>(token: ServiceIdentifier<T>): T {
  const container = useContainer();
  const [service] = useState(() => container.get<T>(token));
  return service;
}

/** Like useService for a transient view-model, which is disposed when the component unmounts. */
export function useViewModel<T extends { dispose(): void }>(token: ServiceIdentifier<T>): T {
  const vm = useService(token);
  useEffect(() => () => vm.dispose(), [vm]);
  return vm;
}
