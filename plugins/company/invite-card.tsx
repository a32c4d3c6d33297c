import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import { inviteForm, validateForm, type InvitationAnswer } from '../../core/forms';
import { HttpClient, useService } from '../../workbench/api';
import { FormCard, FormError } from '../../workbench/kit/form-controls/form-card';
import { useFormErrors } from '../../workbench/kit/form-controls/form-errors';
import { FormField } from '../../workbench/kit/form-controls/form-field';
import { LabelledDropdown } from '../../workbench/kit/form-controls/labelled-dropdown';
import { refusalByField } from './api-errors';
import { ROLE_OPTIONS } from './choices';

const FIELDS = ['email', 'role'] as const;
const fieldId = (f: (typeof FIELDS)[number]) => `invite-${f}`;

/**
 * An admin invites a colleague: e-mail, role and the Invite button on one row (the button in line
 * with the fields, its message under the e-mail), wrapping to two rows in a narrow card.
 */
export function InviteCard({ onInvited }: { onInvited(answer: InvitationAnswer): Promise<void> }) {
  const http = useService<HttpClient>(HttpClient);
  const [invite, setInvite] = useState({ email: '', role: 'USER' });
  const [sending, setSending] = useState(false);
  const { errors, show, clear } = useFormErrors(FIELDS, fieldId);

  const send = async (ev: FormEvent) => {
    ev.preventDefault();
    if (sending) return;
    const checked = validateForm(inviteForm, invite);
    if (!checked.ok) return show(checked.errors);
    setSending(true);
    try {
      const answer = await http.post<InvitationAnswer>('/v1/company/users/invite/', checked.value);
      setInvite({ email: '', role: 'USER' });
      clear();
      await onInvited(answer);
    } catch (e) {
      show(refusalByField(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <FormCard titleId="invite-title" title="Invite a colleague" intro="They get a one-time link, valid for seven days, to set their name and password: by mail when this server has a mail server, otherwise shown here for you to hand over.">
      <form className="invite-row" onSubmit={(e) => void send(e)} noValidate aria-labelledby="invite-title" aria-busy={sending || undefined}>
        <FormField id={fieldId('email')} label="Email to invite" error={errors.fields.email}>
          {(c) => <InputText {...c} type="email" autoComplete="off" value={invite.email} onChange={(e) => setInvite({ ...invite, email: e.target.value })} />}
        </FormField>
        <FormField id={fieldId('role')} label="Role of the new user" error={errors.fields.role}>
          {(c) => (
            <LabelledDropdown
              inputId={c.id}
              aria-describedby={c['aria-describedby']}
              label="Role of the new user"
              value={invite.role}
              options={ROLE_OPTIONS}
              onChange={(e) => setInvite({ ...invite, role: String(e.value) })}
            />
          )}
        </FormField>
        <Button type="submit" className="invite-button" label="Invite" icon="pi pi-send" loading={sending} disabled={sending} />
      </form>
      {errors.form && <FormError>{errors.form}</FormError>}
    </FormCard>
  );
}
