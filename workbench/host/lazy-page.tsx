import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router';
import type { Container } from 'inversify';
import { LogoSpinner } from '../shell/logo-spinner';
import { lazyInContainer } from './lazy-in-container';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

/** A plugin page in its plugin's container; route params are passed as props (e.g. reasonName). */
export function LazyPage({ load, container }: { load: Loader; container: () => Promise<Container> }) {
  const Page = lazyInContainer(load, container);
  const params = useParams();
  return (
    <Suspense fallback={<LogoSpinner />}>
      <Page {...params} />
    </Suspense>
  );
}
