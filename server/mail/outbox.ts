import nodemailer from 'nodemailer';
import type { ServerConfig } from '../config';

/** One message in plain text and HTML. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * Where the product's mails go: an SMTP server when SMTP_URL is set, else nowhere (`sends` false):
 * then the screens hand the link to the admin instead (issue 36).
 */
export interface Outbox {
  readonly sends: boolean;
  send(mail: Mail): Promise<void>;
}

export const NO_OUTBOX: Outbox = {
  sends: false,
  send: () => Promise.reject(new Error('No mail server is configured (SMTP_URL).')),
};

// A mail server that does not answer must not hold the admin's request for minutes (nodemailer's
// defaults are 2 min to connect and 10 min idle).
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** An outbox on the SMTP server of `smtpUrl` (smtp:// or smtps://, credentials in the URL). */
export function smtpOutbox(settings: { smtpUrl: string; from: string }): Outbox {
  const transport = nodemailer.createTransport({ url: settings.smtpUrl, ...TIMEOUTS });
  return {
    sends: true,
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail });
    },
  };
}

const outboxes = new WeakMap<object, Outbox>();

/** The server's outbox for its configuration (one SMTP transport per configuration). */
export function outboxFor(config: Pick<ServerConfig, 'mail'>): Outbox {
  if (!config.mail) return NO_OUTBOX;
  let outbox = outboxes.get(config);
  if (!outbox) outboxes.set(config, (outbox = smtpOutbox(config.mail)));
  return outbox;
}
