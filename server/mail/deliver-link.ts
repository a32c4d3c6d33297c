import type { LinkDelivery } from '../../core/forms';
import type { Clock } from '../../core/platform';
import type { Logger } from '../http/context';
import { RESET_LINK_TTL_MS } from '../identity/password-reset';
import { passwordResetMail } from './mails';
import type { Mail, Outbox } from './outbox';

/**
 * Sends a one-time link by mail when the server has an outbox; otherwise, or when the mail server
 * refuses, answers the link for the admin to hand over. Without an outbox the link also goes to the
 * operator's log, as before there was mail.
 */
export async function deliverLink(
  outbox: Outbox,
  log: Logger,
  input: { what: string; link: string; expiresAt: Date; mail: Mail },
): Promise<LinkDelivery> {
  const expires_at = input.expiresAt.toISOString();
  if (!outbox.sends) {
    log.info(`identity: ${input.what} link for ${input.mail.to}: ${input.link}`);
    return { delivery: 'link', link: input.link, expires_at };
  }
  try {
    await outbox.send(input.mail);
    return { delivery: 'mail', expires_at };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.error(`mail: the ${input.what} mail to ${input.mail.to} was not sent: ${reason}`);
    return { delivery: 'link', link: input.link, expires_at, mail_error: `The mail server did not take the mail (${reason}). Hand this link over yourself.` };
  }
}

/** A password-reset token's link (valid for RESET_LINK_TTL_MS from now), delivered as deliverLink does. */
export function deliverResetLink(
  outbox: Outbox,
  log: Logger,
  input: { publicUrl: string; clock: Clock; to: string; token: string; issuedByAdmin: boolean },
): Promise<LinkDelivery> {
  const link = `${input.publicUrl}/identity/reset/${input.token}`;
  const expiresAt = new Date(input.clock.now() + RESET_LINK_TTL_MS);
  return deliverLink(outbox, log, { what: 'password reset', link, expiresAt, mail: passwordResetMail({ to: input.to, link, expiresAt, issuedByAdmin: input.issuedByAdmin }) });
}
