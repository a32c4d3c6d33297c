import { contactSchema } from '../../core/forms';
import type { Clock } from '../../core/platform';
import { HttpError, type RouteModule } from '../http/context';
import { SlidingWindowLimiter } from './rate-limiter';
import { publicRoute } from './route-kit';

export const CONTACT_BODY_LIMIT = 16 * 1024;
export const CONTACT_LIMIT = { limit: 5, windowMs: 10 * 60_000, maxKeys: 10_000 };
export const CONTACT_TOO_MANY = 'Too many messages from your address; please try again later.';

/** POST /v1/navutil/marketing/contact/ (document 3 §5 and §7): public, small bodies, rate-limited per IP. */
export function contactRoutes(clock: Clock): RouteModule {
  return (app, ctx) => {
    const limiter = new SlidingWindowLimiter(clock, CONTACT_LIMIT);
    publicRoute(
      app,
      { method: 'POST', url: '/v1/navutil/marketing/contact/', tag: 'marketing', summary: 'A message from the public site\'s contact form', body: contactSchema, status: 201, bodyLimit: CONTACT_BODY_LIMIT, access: 'anyone (no token)' },
      async ({ body, request }) => {
        if (!limiter.tryAcquire(request.ip)) throw new HttpError(429, CONTACT_TOO_MANY);
        await ctx.db.query(
          'INSERT INTO marketing_contact (first_name, last_name, email, subject, message, source) VALUES ($1, $2, $3, $4, $5, $6)',
          [body.first_name, body.last_name, body.email, body.subject, body.message, body.source],
        );
        return { detail: 'Message received' };
      },
    );
  };
}
