import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inputEventSchema, scheduleRowSchema } from '../../core/forms';
import { HttpError, type AuthContext, type RouteModule, type ServerContext } from '../http/context';
import { csvRows } from './csv-rows';
import { checkEventWindow, checkScheduleWindow, DEFAULT_INGEST_WINDOW } from './date-window';
import { MAX_ROWS, validateRows } from './validate-rows';
import type { RouteDoc } from '../http/route-table';
import { z } from 'zod';
import { writeEvents, writeSchedules } from './write-inputs';

export const EVENT_CSV_COLUMNS = ['timestamp', 'machine_key', 'part_name', 'operation', 'shift_date', 'shift_key', 'type', 'erp_trans', 'quantity', 'reason_name', 'planned', 'end'] as const;
export const SCHEDULE_CSV_COLUMNS = ['shift_date', 'machine_key', 'part_name', 'operation', 'shift_key', 'quantity', 'ppm'] as const;

/** Only admins and managers send production data; the company is always the caller's own. */
async function writer(ctx: ServerContext, request: FastifyRequest): Promise<AuthContext> {
  const auth = await ctx.authenticate(request);
  if (auth.role !== 'ADMIN' && auth.role !== 'MANAGER') throw new HttpError(403, 'Only an admin or a manager may send production data');
  if (auth.isDemo) throw new HttpError(403, 'This action is disabled in demo mode');
  return auth;
}

/**
 * Bulk ingestion of events and schedules (server/ingest/README.md): JSON arrays or CSV with the
 * template's header. One bad row rejects the batch; a good batch is written and its windows queued
 * in one transaction, and the engine workers compute them within seconds.
 */
export const ingestRoutes: RouteModule = async (app, ctx) => {
  await app.register(async (scope: FastifyInstance) => {
    scope.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string' }, (_req, body, done) => done(null, body));

    const events = async (request: FastifyRequest, rows: unknown) => {
      const auth = await writer(ctx, request);
      const parsed = validateRows(inputEventSchema, rows, 'events');
      const now = Date.now();
      checkEventWindow(parsed, ctx.config.ingestWindow ?? DEFAULT_INGEST_WINDOW, now);
      return ctx.db.transaction((tx) => writeEvents(tx, auth.companyId, parsed, now));
    };
    const schedules = async (request: FastifyRequest, rows: unknown) => {
      const auth = await writer(ctx, request);
      const parsed = validateRows(scheduleRowSchema, rows, 'schedules');
      checkScheduleWindow(parsed, ctx.config.ingestWindow ?? DEFAULT_INGEST_WINDOW, Date.now());
      return ctx.db.transaction((tx) => writeSchedules(tx, auth.companyId, parsed));
    };

    // config.openapi: how /v1/openapi.json describes these routes, from the schemas validateRows uses.
    const doc = (summary: string, body?: z.ZodType, contentType?: string): { config: { openapi: RouteDoc } } => ({ config: { openapi: { summary, tag: 'ingest', body, contentType } } });
    const eventRows = z.array(inputEventSchema).max(MAX_ROWS);
    const scheduleRows = z.array(scheduleRowSchema).max(MAX_ROWS);
    scope.post('/v1/ingest/events', doc('Production events (JSON array); one bad row rejects the batch', eventRows), (request) => events(request, request.body));
    scope.post('/v1/ingest/schedules', doc('Planned schedules (JSON array); one bad row rejects the batch', scheduleRows), (request) => schedules(request, request.body));
    scope.post('/v1/ingest/events.csv', doc(`Production events as CSV with the header ${EVENT_CSV_COLUMNS.join(',')}`, eventRows, 'text/csv'), (request) => events(request, csvRows(request.body, EVENT_CSV_COLUMNS)));
    scope.post('/v1/ingest/schedules.csv', doc(`Planned schedules as CSV with the header ${SCHEDULE_CSV_COLUMNS.join(',')}`, scheduleRows, 'text/csv'), (request) => schedules(request, csvRows(request.body, SCHEDULE_CSV_COLUMNS)));
    scope.get('/v1/ingest/events.csv/template', doc('The events CSV template (header line)'), async (_request, reply) => template(reply, 'events', EVENT_CSV_COLUMNS));
    scope.get('/v1/ingest/schedules.csv/template', doc('The schedules CSV template (header line)'), async (_request, reply) => template(reply, 'schedules', SCHEDULE_CSV_COLUMNS));
  });
};

function template(reply: import('fastify').FastifyReply, name: string, columns: readonly string[]) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-template.csv"`)
    .send(`${columns.join(',')}\n`);
}
