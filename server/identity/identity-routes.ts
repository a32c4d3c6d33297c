import { SystemClock } from '../../core/platform';
import type { RouteModule } from '../http/context';
import { purgeExpiredOidcModels } from './database-oidc-adapter';
import { loadIdentitySecrets } from './identity-secrets';
import { interactionRoutes } from './interaction-routes';
import { KnownDevices } from './known-device';
import { createOidcProvider } from './oidc-provider-factory';
import { passwordResetRoutes } from './password-reset-routes';
import { ProviderSet } from './provider-set';
import { servedOrigins } from './served-origins';
import { mountProvider } from './provider-bridge';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * The embedded OpenID Connect provider at Auth0's paths, with its sign-in screens. With config.auth set
 * (a hosted Auth0 tenant) nothing is mounted: the browser signs in there and the API only verifies tokens.
 */
export const identityRoutes: RouteModule = async (app, ctx) => {
  if (ctx.config.auth) return;
  const clock = new SystemClock();
  const deps = { db: ctx.db, config: ctx.config, log: ctx.log, clock };
  const secrets = await loadIdentitySecrets(ctx.db);
  // One provider per address the server answers on (served-origins.ts), each its own issuer.
  const providers = new ProviderSet(new URL(ctx.config.publicUrl).origin, servedOrigins(ctx.config), (origin) =>
    createOidcProvider({ ...deps, config: { ...ctx.config, publicUrl: origin }, secrets }),
  );
  await mountProvider(app, providers);
  const knownDevices = new KnownDevices(secrets.cookieKeys[0]!, ctx.config.publicUrl.startsWith('https:'));
  await interactionRoutes(app, providers, { ...deps, knownDevices });
  await passwordResetRoutes(app, deps);

  const purge = () =>
    purgeExpiredOidcModels(ctx.db, clock).catch((err: unknown) => ctx.log.warn(`identity: purge of expired sessions failed: ${String(err)}`));
  await purge();
  const timer = setInterval(purge, PURGE_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
