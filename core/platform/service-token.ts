declare const serviceType: unique symbol;

/**
 * A service token that carries its service's type (a phantom field, never set), so wiring a token
 * of one type where another is wanted fails to compile. At run time it is the plain symbol.
 */
export type ServiceToken<T> = symbol & { readonly [serviceType]?: T };

/** The service type a token or a class stands for. */
export type ServiceOf<K> = K extends ServiceToken<infer T> ? T : K extends abstract new (...args: never[]) => infer T ? T : never;

/** `Symbol.for(key)`, typed as the token of T (core tokens are 'core.<Name>', workbench ones 'workbench.<Name>'). */
export function serviceToken<T>(key: string): ServiceToken<T> {
  return Symbol.for(key) as ServiceToken<T>;
}
