import type { FastifyInstance } from 'fastify';
import { exportColumn, exportRows } from '../../core/export';
import { EXPORT_LIMIT_TOAST, EXPORT_ROW_LIMIT } from '../../core/errors';
import {
  EXPORT_ROWS_HEADER,
  REPORT_EXPORT_PATH,
  REPORT_EXPORT_PROGRESS_PATH,
  reportExportRequestSchema,
  SERVER_EXPORTS,
  serverExportColumns,
} from '../../core/reports';
import type { BoolExp, OrderBy } from '../../core/table-query';
import type { GraphqlEngine } from '../graphql/engine';
import { HasuraError } from '../graphql/hasura-error';
import { resolveSession, type Headers } from '../graphql/request-session';
import { sessionVariable, type Session } from '../graphql/session';
import { sessionDeps } from '../graphql/session-deps';
import { HttpError, type ServerContext } from '../http/context';
import { ExportProgressBoard } from './export-progress';
import { countRows, rowBatches } from './graphql-pages';
import { streamXlsx } from './xlsx-stream';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The caller's GraphQL session (the same resolution as /v1/graphql): no or a bad token is 401, a role not allowed 403. */
async function sessionOf(ctx: ServerContext, request: Parameters<typeof sessionDeps>[1]): Promise<Session> {
  try {
    return await resolveSession(request.headers as Headers, sessionDeps(ctx, request));
  } catch (e) {
    if (e instanceof HasuraError) throw new HttpError(e.code === 'access-denied' ? 403 : 401, e.message);
    throw e;
  }
}

const ownerOf = (session: Session) => `${session.role}:${sessionVariable(session, 'x-hasura-user-id') ?? ''}:${sessionVariable(session, 'x-hasura-company-id') ?? ''}`;

/**
 * Issue 33 point 3: a report's xlsx streamed from the server. POST REPORT_EXPORT_PATH with the
 * screen's filter and sort: the rows are read as the user's GraphQL query reads them, in keyset
 * batches, and written into the response as they come; over 100,000 rows nothing is written and the
 * specification's warning is the answer (422). Progress for "n of N rows" under
 * REPORT_EXPORT_PROGRESS_PATH + the export's id.
 */
export function registerReportExportRoutes(app: FastifyInstance, ctx: ServerContext, engine: GraphqlEngine): void {
  const board = new ExportProgressBoard();

  app.post(REPORT_EXPORT_PATH, { config: { openapi: { summary: "A report's xlsx (Transaction or Schedule Data) streamed: the table's filter and sort, the profile's zone", tag: 'reports' } } }, async (request, reply) => {
    const session = await sessionOf(ctx, request);
    const body = reportExportRequestSchema.parse(request.body);
    const report = SERVER_EXPORTS[body.dataset];
    const columns = serverExportColumns(body.dataset);
    const query = {
      table: report.table,
      fields: columns.filter((c) => c.column_type !== 'callback').map((c) => c.field),
      where: body.where as BoolExp,
      order_by: body.order_by as OrderBy[],
    };
    const total = await countRows(engine, session, query);
    // Document 2 §9: an export never stops at the limit without saying so; over it, no file at all.
    if (total > EXPORT_ROW_LIMIT) throw new HttpError(422, EXPORT_LIMIT_TOAST.detail);

    let gone = false;
    const batches = rowBatches(engine, session, query, total, () => gone);
    // The first batch is read before the headers go out, so a sort the role cannot use is still a 400, not a cut-off file.
    const first = await batches.next();
    const owner = ownerOf(session);
    const progress = board.start(owner, body.export_id, total);
    reply.raw.on('close', () => (gone = !reply.raw.writableFinished));
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': XLSX_MIME,
      'content-disposition': `attachment; filename="${body.dataset}.xlsx"`,
      'cache-control': 'no-store',
      [EXPORT_ROWS_HEADER]: String(total),
      'access-control-expose-headers': EXPORT_ROWS_HEADER,
    });
    const header = { name: report.title, columns: columns.map((c) => exportColumn(c)), timeZone: body.time_zone };
    async function* exported() {
      if (!first.done) yield exportRows(columns, first.value);
      for await (const rows of batches) yield exportRows(columns, rows);
    }
    try {
      await streamXlsx(reply.raw, header, exported(), progress);
    } catch (e) {
      // Headers are out: the client sees a cut-off file, which no spreadsheet opens; the log says why.
      ctx.log.warn(`report export of ${body.dataset} failed after the headers: ${e instanceof Error ? e.message : String(e)}`);
      reply.raw.destroy();
    } finally {
      board.finish(owner, body.export_id);
    }
  });

  app.get(`${REPORT_EXPORT_PROGRESS_PATH}:id`, { config: { openapi: { summary: "Rows written of one of the caller's running report exports", tag: 'reports' } } }, async (request) => {
    const session = await sessionOf(ctx, request);
    const figure = board.read(ownerOf(session), (request.params as { id: string }).id);
    if (!figure) throw new HttpError(404, 'No such export');
    return figure;
  });
}
