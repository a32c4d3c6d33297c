import type { AbstractNewable, Bind, BindInWhenOnFluentSyntax } from 'inversify';
import type { ServiceOf, ServiceToken } from '../../core/platform';

/** A typed token or a class that is its own token. */
export type TokenFor<T> = ServiceToken<T> | AbstractNewable<T>;

/** Named dependencies: each field names the token of the service it receives. */
export type DependencyTokens = Record<string, TokenFor<unknown>>;

/** The services a record of tokens resolves to, field by field. */
export type Dependencies<R extends DependencyTokens> = { readonly [K in keyof R]: ServiceOf<R[K]> };

/**
 * The one way the workbench and its plugins bind a service (STYLE.md, Backstage's createApiFactory):
 * the factory receives its dependencies as one object with named fields, resolved from `tokens`, so
 * no two same-typed arguments can swap places, and a token of the wrong type fails to compile.
 * Transient unless the caller adds `.inSingletonScope()`.
 *
 *   bindService(bind, CoatingSource, ({ graphql }) => new GraphqlCoatingSource(graphql), { graphql: GraphqlClient })
 */
export function bindService<T, R extends DependencyTokens>(
  bind: Bind,
  token: TokenFor<T>,
  create: (deps: Dependencies<R>) => T,
  tokens: R,
): BindInWhenOnFluentSyntax<T> {
  const names = Object.keys(tokens);
  return bind<T>(token).toResolvedValue(
    (...services: unknown[]) => create(Object.fromEntries(names.map((name, i) => [name, services[i]])) as Dependencies<R>),
    names.map((name) => tokens[name]),
  );
}
