import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from './context';
import { errorReply, fieldErrors } from './error-reply';

const zodError = (schema: z.ZodType, value: unknown): unknown => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a validation error');
  return r.error;
};

describe('API error replies', () => {
  it.each([
    ['an HttpError', new HttpError(404, 'Preset not found'), 404, { detail: 'Preset not found' }],
    ['an HttpError with a body', new HttpError(400, 'bad', { name: ['required'] }), 400, { name: ['required'] }],
    ["Fastify's body-too-large error", Object.assign(new Error('Request body is too large'), { statusCode: 413 }), 413, { detail: 'Request body is too large' }],
    ['an unexpected error', new Error('relation "x" does not exist'), 500, { detail: 'API Error' }],
    ['a thrown string', 'boom', 500, { detail: 'API Error' }],
    ['a server-side status on a plain error', Object.assign(new Error('pool exhausted'), { statusCode: 503 }), 500, { detail: 'API Error' }],
  ])('answers %s with its status and body', (_name, error, status, body) => {
    expect(errorReply(error)).toMatchObject({ status, body });
  });

  it('answers a zod error as 400 with every field and its messages', () => {
    const error = zodError(z.object({ name: z.string().max(3), key: z.string() }), { name: 'toolong' });
    const reply = errorReply(error);
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(['key', 'name']);
    expect(reply.unexpected).toBe(false);
  });

  it('puts whole-body issues under non_field_errors and nested fields under their dotted path', () => {
    expect(fieldErrors([{ path: [], message: 'No preset payload found!' }, { path: ['mapdesign', 'name'], message: 'Required' }])).toEqual({
      non_field_errors: ['No preset payload found!'],
      'mapdesign.name': ['Required'],
    });
  });

  it('marks only unexpected errors for the log', () => {
    expect(errorReply(new HttpError(401, 'x')).unexpected).toBe(false);
    expect(errorReply(new Error('x')).unexpected).toBe(true);
  });
});
