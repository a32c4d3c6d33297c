import { HttpError } from './context';

export interface ErrorReply {
  status: number;
  body: Record<string, unknown>;
  /** Unexpected errors are logged with their stack; expected ones (4xx) are not. */
  unexpected: boolean;
}

interface ZodLikeIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

function zodIssues(error: unknown): ZodLikeIssue[] | undefined {
  // Checked by shape rather than instanceof: zod 4's classic and core builds have different classes.
  if (error instanceof Error && error.name === 'ZodError' && Array.isArray((error as { issues?: unknown }).issues)) {
    return (error as unknown as { issues: ZodLikeIssue[] }).issues;
  }
  return undefined;
}

/** Field errors in the shape the browser's parser reads: {field: [messages]}; whole-body issues under non_field_errors. */
export function fieldErrors(issues: readonly ZodLikeIssue[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'non_field_errors';
    (out[field] ??= []).push(issue.message);
  }
  return out;
}

/**
 * What the API answers for an error thrown by a route: an HttpError's own status and body, zod
 * validation errors as 400 with field errors, Fastify's own client errors (bad JSON, body too large,
 * unsupported media type) as {detail}, and anything else as 500 'API Error' without internals.
 */
export function errorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError) return { status: error.status, body: error.body, unexpected: error.status >= 500 };
  const issues = zodIssues(error);
  if (issues) return { status: 400, body: fieldErrors(issues), unexpected: false };
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: { detail: (error as Error).message }, unexpected: false };
  }
  return { status: 500, body: { detail: 'API Error' }, unexpected: true };
}
