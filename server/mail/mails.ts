import { DateTime } from 'luxon';
import { escapeHtml } from '../identity/pages/html';
import type { Mail } from './outbox';

export const PRODUCT_NAME = 'OEE Workbench';

/** "28 November 2026, 14:05 UTC": an expiry anyone can read, whatever their zone. */
const expiry = (at: Date) => `${DateTime.fromJSDate(at, { zone: 'utc' }).toFormat('d LLLL yyyy, HH:mm')} UTC`;

/** A short mail with one action: plain text, and HTML with the same words and a button. */
function actionMail(to: string, subject: string, lines: readonly string[], action: { label: string; url: string }, footer: string): Mail {
  const text = [...lines, '', `${action.label}: ${action.url}`, '', footer, '', `-- ${PRODUCT_NAME}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;color:#1f2937">
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 16px;background:#1d4ed8;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#4b5563">Or open this address: ${escapeHtml(action.url)}</p>
<p style="font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>
<p style="font-size:13px;color:#4b5563">${PRODUCT_NAME}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function invitationMail(input: { to: string; companyName: string; inviterName: string | null; link: string; expiresAt: Date }): Mail {
  const who = input.inviterName ? `${input.inviterName} invites you` : 'You are invited';
  return actionMail(
    input.to,
    `Your invitation to ${input.companyName} on ${PRODUCT_NAME}`,
    [`${who} to join ${input.companyName} on ${PRODUCT_NAME}, where you see how the company's machines run.`, 'Choose your name and a password to accept.'],
    { label: 'Accept the invitation', url: input.link },
    `The link works once, until ${expiry(input.expiresAt)}. If you did not expect this invitation, ignore this mail.`,
  );
}

export function passwordResetMail(input: { to: string; link: string; expiresAt: Date; issuedByAdmin: boolean }): Mail {
  return actionMail(
    input.to,
    `Reset your ${PRODUCT_NAME} password`,
    [input.issuedByAdmin ? "Your company's admin has issued you a link to choose a new password." : 'Someone (we hope you) asked to reset the password of this account.', 'Your sessions on other devices end when you set the new password.'],
    { label: 'Choose a new password', url: input.link },
    `The link works once, until ${expiry(input.expiresAt)}. If you did not ask for it, ignore this mail: your password stays as it is.`,
  );
}

export function signupConfirmationMail(input: { to: string; name: string; signInUrl: string }): Mail {
  return actionMail(
    input.to,
    `Your ${PRODUCT_NAME} account is ready`,
    [`Welcome, ${input.name}. Your account for ${input.to} is ready.`, 'Next, create your company: its sites, areas and machines.'],
    { label: `Sign in to ${PRODUCT_NAME}`, url: input.signInUrl },
    'If you did not create this account, choose "Forgot password?" on the sign-in page: the reset link comes to this address, so the account stays yours.',
  );
}
