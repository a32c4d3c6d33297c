import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { dataSourceInputSchema, SETTINGS_SCHEMAS, type DataSourceInput, type DataSourceRecord } from '../../core/connectors';
import { WRITER_ROLES, requireRole } from '../api/guards';
import { apiRoute } from '../api/route-kit';
import { HttpError, type RouteModule } from '../http/context';
import { DEFAULT_INGEST_WINDOW } from '../ingest/date-window';
import { ConnectorManager } from './manager';
import { companySource, companySources, deleteSource, insertSource, setSourceEnabled, updateSource, type StoredSource } from './source-store';

export const SOURCE_NOT_FOUND = 'No data source with this id in your company.';

/** PATCH's partial change (document 1 §7): the one field a screen changes alone, pause or resume. */
const enabledPatch = z.object({ enabled: z.boolean({ error: 'enabled must be true or false' }) }).strict();

const idParams = z.object({ id: z.coerce.number({ error: 'The id must be a number' }).int().positive('The id must be a positive whole number') });

/** The kind's settings with their defaults filled in (the body schema has checked them). */
function normalised(input: DataSourceInput): DataSourceInput {
  return { ...input, settings: SETTINGS_SCHEMAS[input.kind].parse(input.settings) };
}

/**
 * Data sources (issue 38): the company's machine connections, ADMIN and MANAGER only. The password
 * is write-only (answered as has_password); status and counters come from the connector manager,
 * which this module starts with the server and tells about every change.
 */
export const dataSourceRoutes: RouteModule = (app, ctx) => {
  const manager = new ConnectorManager({ db: ctx.db, log: ctx.log, window: ctx.config.ingestWindow ?? DEFAULT_INGEST_WINDOW, pkiDir: ctx.config.opcuaPkiDir });
  app.addHook('onReady', () => manager.start());
  app.addHook('onClose', () => manager.stop());

  const answer = (s: StoredSource): DataSourceRecord => ({
    id: s.id,
    name: s.name,
    kind: s.kind,
    url: s.url,
    username: s.username,
    has_password: s.password !== '',
    enabled: s.enabled,
    settings: s.settings,
    ...manager.figuresOf(s),
  });
  const found = async (companyId: number, id: number) => (await companySource(ctx.db, companyId, id)) ?? Promise.reject(new HttpError(404, SOURCE_NOT_FOUND));
  const access = 'ADMIN or MANAGER';
  const tag = 'data sources';

  apiRoute(app, ctx, { method: 'GET', url: '/v1/data_sources/', tag, access, summary: "The company's data sources with their live status (passwords never answered)" }, async ({ auth }) => {
    requireRole(auth, WRITER_ROLES);
    return (await companySources(ctx.db, auth.companyId)).map(answer);
  });
  apiRoute(app, ctx, { method: 'GET', url: '/v1/data_sources/:id/', tag, access, summary: 'One data source with its status and last rejected messages', params: idParams }, async ({ auth, params }) => {
    requireRole(auth, WRITER_ROLES);
    return answer(await found(auth.companyId, params.id));
  });
  apiRoute(app, ctx, { method: 'POST', url: '/v1/data_sources/', tag, access, status: 201, summary: 'Adds a data source; an enabled one connects at once', body: dataSourceInputSchema }, async ({ auth, body }) => {
    requireRole(auth, WRITER_ROLES);
    const id = await insertSource(ctx.db, auth.companyId, normalised(body), `oee-${randomBytes(9).toString('base64url')}`);
    await manager.sync();
    return answer((await companySource(ctx.db, auth.companyId, id))!);
  });
  apiRoute(app, ctx, { method: 'PUT', url: '/v1/data_sources/:id/', tag, access, summary: 'Changes a data source (enabled false pauses it; no password keeps the stored one)', params: idParams, body: dataSourceInputSchema }, async ({ auth, params, body }) => {
    requireRole(auth, WRITER_ROLES);
    if (!(await updateSource(ctx.db, auth.companyId, params.id, normalised(body)))) throw new HttpError(404, SOURCE_NOT_FOUND);
    await manager.sync();
    return answer(await found(auth.companyId, params.id));
  });
  apiRoute(app, ctx, { method: 'PATCH', url: '/v1/data_sources/:id/', tag, access, summary: 'Pauses (enabled false) or resumes (enabled true) a data source, nothing else of it changing', params: idParams, body: enabledPatch }, async ({ auth, params, body }) => {
    requireRole(auth, WRITER_ROLES);
    if (!(await setSourceEnabled(ctx.db, auth.companyId, params.id, body.enabled))) throw new HttpError(404, SOURCE_NOT_FOUND);
    await manager.sync();
    return answer(await found(auth.companyId, params.id));
  });
  apiRoute(app, ctx, { method: 'DELETE', url: '/v1/data_sources/:id/', tag, access, status: 204, summary: 'Removes a data source and disconnects it', params: idParams }, async ({ auth, params }) => {
    requireRole(auth, WRITER_ROLES);
    if (!(await deleteSource(ctx.db, auth.companyId, params.id))) throw new HttpError(404, SOURCE_NOT_FOUND);
    await manager.sync();
  });
};
