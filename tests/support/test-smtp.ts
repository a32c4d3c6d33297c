import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

/** A mail the test SMTP server took, read back with mailparser. */
export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  from: string;
}

const firstAddress = (field: ParsedMail['to'] | ParsedMail['from']) => (Array.isArray(field) ? field[0] : field)?.value[0]?.address ?? '';

/**
 * A real SMTP conversation on loopback (smtp-server, as nodemailer's authors test with): every mail
 * it accepts is parsed and kept; recipients starting with `refuse-` are refused with a 550, as a
 * mail server refuses an unknown mailbox.
 */
export async function startTestSmtp(): Promise<{ url: string; mails: ReceivedMail[]; waitForMail(to: string, subjectPart?: string): Promise<ReceivedMail>; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (address.address.startsWith('refuse-')) return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      done();
    },
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (m) => {
          mails.push({ to: firstAddress(m.to), from: firstAddress(m.from), subject: m.subject ?? '', text: m.text ?? '', html: typeof m.html === 'string' ? m.html : '' });
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  const port = await freePort();
  await new Promise<void>((ready) => server.listen(port, '127.0.0.1', ready));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitForMail(to, subjectPart = '') {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const mail = mails.find((m) => m.to === to && m.subject.includes(subjectPart));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} (${subjectPart}) within 15 s; got: ${mails.map((m) => `${m.to} "${m.subject}"`).join(', ') || 'none'}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The one link of a mail's plain text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const found = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}[^\\s"<>]*`));
  if (!found) throw new Error(`no link starting ${prefix} in:\n${text}`);
  return found[0];
}
