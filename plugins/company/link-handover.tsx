import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { DateTime } from 'luxon';
import { useState } from 'react';
import type { LinkDelivery } from '../../core/forms';
import { DEFAULT_TIMEZONE } from '../../core/session';
import { SessionStore, useService } from '../../workbench/api';
import { FormCard } from '../../workbench/kit/form-controls/form-card';
import { CompanyNote } from './company-note';
import { companyIds } from './test-ids';

/** A one-time link the server could not mail, for the admin to hand over. */
export interface Handover {
  email: string;
  what: 'invitation' | 'password reset';
  answer: Extract<LinkDelivery, { delivery: 'link' }>;
}

/** "28 Nov 2026, 14:05" in the browser's words: when the link stops working. */
/** The expiry in the profile's zone, as every time on screen (issue 35 point 7), with the zone named. */
const until = (iso: string, zone: string) => DateTime.fromISO(iso, { zone }).setLocale('en-US').toFormat('LLL d, yyyy, h:mm a ZZZZ');

/**
 * The link shown to the admin with Copy (no mail server, or the mail server refused the mail):
 * read-only and selectable, so it can also be copied by hand where the clipboard is not allowed.
 */
export function LinkHandover({ handover, onDone }: { handover: Handover; onDone(): void }) {
  const zone = useService<SessionStore>(SessionStore).current?.profile.timezone || DEFAULT_TIMEZONE;
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard?.writeText(handover.answer.link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <div data-testid={companyIds.linkHandover}>
      <FormCard titleId="handover-title" title={handover.what === 'invitation' ? 'Invitation link' : 'Password reset link'} intro={`Hand this link to ${handover.email} yourself: it works once, until ${until(handover.answer.expires_at, zone)}.`}>
        {handover.answer.mail_error && <CompanyNote tone="error">{handover.answer.mail_error}</CompanyNote>}
        <div className="handover-row">
          <label htmlFor="handover-link" className="p-sr-only">
            One-time link for {handover.email}
          </label>
          <InputText id="handover-link" readOnly value={handover.answer.link} onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" label={copied ? 'Copied' : 'Copy link'} icon={copied ? 'pi pi-check' : 'pi pi-copy'} onClick={() => void copy()} />
          <Button type="button" label="Done" outlined onClick={onDone} />
        </div>
      </FormCard>
    </div>
  );
}
