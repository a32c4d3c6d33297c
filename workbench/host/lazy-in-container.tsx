import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Container } from 'inversify';
import { ServiceProvider } from '../api/use-service';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
// Keyed by the loader, so a page or view keeps its state across renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- one cache for pages of any props
const cache = new WeakMap<object, LazyExoticComponent<ComponentType<any>>>();

/**
 * React.lazy over a plugin's component and its container together: the plugin's module loads with
 * its first page, and the component renders inside the plugin's container.
 */
export function lazyInContainer<P extends object>(load: Loader<P>, container: () => Promise<Container>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(async () => {
      const [ready, page] = await Promise.all([container(), load()]);
      const Page = page.default;
      return {
        default: (props: P) => (
          <ServiceProvider container={ready}>
            <Page {...props} />
          </ServiceProvider>
        ),
      };
    });
    cache.set(load, component);
  }
  return component;
}
