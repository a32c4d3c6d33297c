import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, type FormEvent } from 'react';
import { DateTimeInput } from '../../workbench/kit/form-controls/date-time-input';
import { FormSubmitCard } from '../../workbench/kit/form-controls/form-card';
import { FormField, FormFields, type FieldControlProps } from '../../workbench/kit/form-controls/form-field';
import { LabelledDropdown } from '../../workbench/kit/form-controls/labelled-dropdown';
import { keepFocusThrough } from '../../workbench/kit/form-controls/keep-focus';
import { NOTICE_FIELDS, type MaintenanceNoticesViewModel, type NoticeField } from './maintenance-notices.view-model';
import { superviseIds } from './test-ids';
import { NOTICES_TEXT } from './texts';

type Companies = ReadonlyArray<{ euid: string; name: string }>;
const COLUMNS = NOTICES_TEXT.columns;
/** Puts a control in the form's list of controls, so that the cursor can go to the first refused one. */
type ControlRef = (el: HTMLElement | null) => void;

/**
 * Super users schedule the maintenance banner every user sees (document 1 §2's scheduled downtime):
 * for everyone or one company, from a start to an end picked with the date-time inputs (60 s steps).
 * The list shows each notice as the banner will (its [TIME] filled in) and removes one after asking.
 */
export const MaintenanceNotices = observer(function MaintenanceNotices({ vm, companies }: { vm: MaintenanceNoticesViewModel; companies: Companies }) {
  useEffect(() => void vm.load(), [vm]);
  const empty = useRef<HTMLParagraphElement>(null);
  return (
    <section className="maintenance-notices" aria-labelledby="notices-title" data-testid={superviseIds.notices}>
      <h3 id="notices-title">{NOTICES_TEXT.title}</h3>
      {vm.loadError && vm.notices === null ? (
        <p role="alert" className="form-error">
          {vm.loadError}
        </p>
      ) : vm.notices === null ? (
        <p>{NOTICES_TEXT.loading}</p>
      ) : vm.rows.length === 0 ? (
        <p className="notices-empty" data-testid={superviseIds.noticesEmpty} ref={empty} tabIndex={-1}>
          <i className="pi pi-calendar-times" aria-hidden="true" />
          {NOTICES_TEXT.empty}
        </p>
      ) : (
        <table className="stacking notices-table" data-testid={superviseIds.noticeList} aria-labelledby="notices-title">
          <thead>
            <tr>
              <th scope="col">{COLUMNS.audience}</th>
              <th scope="col">{COLUMNS.message}</th>
              <th scope="col">{COLUMNS.when}</th>
              <th scope="col">
                <span className="sr-only">{COLUMNS.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {vm.rows.map((r) => (
              <tr key={r.pk} data-notice={r.pk}>
                <td data-label={COLUMNS.audience} className="notice-audience">{r.audience}</td>
                <td data-label={COLUMNS.message}>{r.text}</td>
                <td data-label={COLUMNS.when}>
                  {/* One item, so a narrow screen's card keeps the dash between the times. */}
                  <span>
                    <time dateTime={r.fromIso}>{r.from}</time> – <time dateTime={r.toIso}>{r.to}</time>
                  </span>
                </td>
                <td className="notice-actions">
                  {/* Once the row is gone, its Remove's focus goes to the next notice's (or the one before, or the empty list's note). */}
                  <Button type="button" label={NOTICES_TEXT.remove} icon="pi pi-trash" severity="danger" outlined size="small" aria-label={r.removeLabel} onClick={(e) => void keepFocusThrough(e.currentTarget, () => vm.remove(r.pk), { fallback: () => empty.current })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <NoticeForm vm={vm} companies={companies} />
    </section>
  );
});

/** The form card: message, start, end (in the banner's zone) and audience, with the messages beside each field. */
const NoticeForm = observer(function NoticeForm({ vm, companies }: { vm: MaintenanceNoticesViewModel; companies: Companies }) {
  const controls = useRef<Partial<Record<NoticeField, HTMLElement | null>>>({});
  const zone = vm.times.zone;
  // Read here, not in the fields' render props: those run in FormField's render, which MobX does not watch.
  const { message, start, end, company_euid: audience } = vm.values;
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const scheduled = await vm.schedule(companies);
    // The cursor goes to the first refused field, as on the Profile screen.
    const first = scheduled ? undefined : NOTICE_FIELDS.find((f) => vm.errors[f]);
    if (first) controls.current[first]?.focus();
  };
  const ref = (name: NoticeField): ControlRef => (el) => void (controls.current[name] = el);
  // Start and End are read with the zone line under the fields, then with their refusal; DateTimeInput hands the ref on to its input.
  const timeControl = (name: 'start' | 'end', c: FieldControlProps) => ({ ...c, ref: ref(name), 'aria-describedby': ['notice-zone-hint', c['aria-describedby']].filter(Boolean).join(' ') });
  // The card's test id is on a wrapper: the kit's card takes none.
  return (
    <div data-testid={superviseIds.noticeForm}>
      <FormSubmitCard
        titleId="notice-form-title"
        title={NOTICES_TEXT.formTitle}
        submit={NOTICES_TEXT.submit}
        busyLabel={NOTICES_TEXT.saving}
        busy={vm.saving}
        error={vm.errors.form}
        onSubmit={submit}
        actions={
          <span role="status" className="sr-only">
            {vm.saving ? NOTICES_TEXT.saving : ''}
          </span>
        }
      >
        <FormFields>
          <FormField id="notice-message" label={NOTICES_TEXT.message} error={vm.errors.message} hint={NOTICES_TEXT.messageHint} wide>
            {(c) => <InputTextarea {...c} ref={ref('message')} value={message} maxLength={500} rows={2} autoResize={false} onChange={(e) => vm.set('message', e.target.value)} />}
          </FormField>
          <FormField id="notice-start" label={NOTICES_TEXT.start(zone)} error={vm.errors.start}>
            {(c) => <DateTimeInput {...timeControl('start', c)} value={start} onChange={(e) => vm.set('start', e.target.value)} />}
          </FormField>
          <FormField id="notice-end" label={NOTICES_TEXT.end(zone)} error={vm.errors.end}>
            {(c) => <DateTimeInput {...timeControl('end', c)} value={end} onChange={(e) => vm.set('end', e.target.value)} />}
          </FormField>
          <FormField id="notice-company_euid" label={NOTICES_TEXT.audience} error={vm.errors.company_euid}>
            {(c) => <AudienceDropdown control={c} inputRef={ref('company_euid')} value={audience} companies={companies} onChange={(v) => vm.set('company_euid', v)} />}
          </FormField>
        </FormFields>
        <small id="notice-zone-hint" className="form-field-hint notice-zone-hint">
          <i className="pi pi-clock" aria-hidden="true" /> {NOTICES_TEXT.zoneHint(zone)}
        </small>
      </FormSubmitCard>
    </div>
  );
});

/** Everyone's value in the dropdown, which takes an empty value for no choice at all (the form keeps ''). */
const EVERYONE = '(everyone)';

/**
 * For: Everyone ('') or one company, the workbench's own dropdown. Its focusable element is the
 * dropdown's hidden input, so the label, the refusal (aria-invalid, aria-describedby) and the ref
 * that puts the cursor back go to that input.
 */
function AudienceDropdown({ control, inputRef, value, companies, onChange }: { control: FieldControlProps; inputRef: ControlRef; value: string; companies: Companies; onChange: (euid: string) => void }) {
  const options = [{ label: NOTICES_TEXT.everyone, value: EVERYONE }, ...companies.map((c) => ({ label: c.name, value: c.euid }))];
  return (
    <LabelledDropdown
      inputId={control.id}
      focusInputRef={inputRef}
      aria-invalid={control['aria-invalid']}
      aria-describedby={control['aria-describedby']}
      invalid={control['aria-invalid']}
      label={NOTICES_TEXT.audience}
      value={value || EVERYONE}
      options={options}
      onChange={(e) => onChange(e.value === EVERYONE ? '' : String(e.value ?? ''))}
    />
  );
}
