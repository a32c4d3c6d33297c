import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router';
import type { Container } from 'inversify';
import { ServiceProvider } from '../api/use-service';
import { LogoSpinner } from '../shell/logo-spinner';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;
const cache = new Map<Loader, LazyExoticComponent<ComponentType<Record<string, unknown>>>>();

/** One React.lazy per loader, so a page keeps its state across renders. */
function lazyOf(load: Loader) {
  let page = cache.get(load);
  if (!page) {
    page = lazy(load);
    cache.set(load, page);
  }
  return page;
}

/** A plugin page in its plugin's container; route params are passed as props (e.g. reasonName). */
export function LazyPage({ load, container }: { load: Loader; container: Container }) {
  const Page = lazyOf(load);
  const params = useParams();
  return (
    <ServiceProvider container={container}>
      <Suspense fallback={<LogoSpinner />}>
        <Page {...params} />
      </Suspense>
    </ServiceProvider>
  );
}
