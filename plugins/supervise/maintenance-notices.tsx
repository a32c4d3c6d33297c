import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { DateTimeInput } from '../../workbench/api/form-controls/date-time-input';
import { LabelledDropdown } from '../../workbench/api/form-controls/labelled-dropdown';
import { NOTICE_FIELDS, type MaintenanceNoticesViewModel, type NoticeField } from './maintenance-notices.view-model';
import { superviseIds } from './test-ids';
import { NOTICES_TEXT } from './texts';

type Companies = ReadonlyArray<{ euid: string; name: string }>;
const COLUMNS = NOTICES_TEXT.columns;
/** What ties a control to its label, its hint and its message, and lets the form put the cursor in it. */
interface FieldWiring {
  id: string;
  ref: (el: HTMLElement | null) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
/** The browser dropped the focus: its element went away (a removed row) or was disabled (the busy submit button). */
const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Super users schedule the maintenance banner every user sees (document 1 §2's scheduled downtime):
 * for everyone or one company, from a start to an end picked with the date-time inputs (60 s steps).
 * The list shows each notice as the banner will (its [TIME] filled in) and removes one after asking.
 */
export const MaintenanceNotices = observer(function MaintenanceNotices({ vm, companies }: { vm: MaintenanceNoticesViewModel; companies: Companies }) {
  useEffect(() => void vm.load(), [vm]);
  const table = useRef<HTMLTableElement>(null);
  const empty = useRef<HTMLParagraphElement>(null);
  /** The row being removed: once it is gone, the focus its Remove button had goes to the next row's (or the one before, or the empty list's note). */
  const removing = useRef<{ pk: number; index: number } | null>(null);
  const rows = vm.rows;
  useEffect(() => {
    const r = removing.current;
    if (!r || rows.some((row) => row.pk === r.pk)) return;
    removing.current = null;
    if (!focusLost()) return;
    const buttons = table.current?.querySelectorAll<HTMLElement>('tbody .notice-actions button') ?? [];
    (buttons[Math.min(r.index, buttons.length - 1)] ?? empty.current)?.focus();
  }, [rows]);
  const remove = (pk: number, index: number) => {
    removing.current = { pk, index };
    void vm.remove(pk);
  };
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
        <table className="stacking notices-table" data-testid={superviseIds.noticeList} aria-labelledby="notices-title" ref={table}>
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
            {rows.map((r, index) => (
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
                  <Button type="button" label={NOTICES_TEXT.remove} icon="pi pi-trash" severity="danger" outlined size="small" aria-label={r.removeLabel} onClick={() => remove(r.pk, index)} />
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
  const form = useRef<HTMLFormElement>(null);
  // The submit button is disabled while the server has the notice, which drops the focus: it goes back once the button is enabled.
  const [refocusSubmit, setRefocusSubmit] = useState(false);
  useEffect(() => {
    if (!refocusSubmit || vm.saving) return;
    setRefocusSubmit(false);
    if (focusLost()) form.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
  }, [refocusSubmit, vm.saving]);
  const zone = vm.times.zone;
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    const scheduled = await vm.schedule(companies);
    // The cursor goes to the first refused field, as on the Profile screen.
    const first = scheduled ? undefined : NOTICE_FIELDS.find((f) => vm.errors[f]);
    if (first) controls.current[first]?.focus();
    else setRefocusSubmit(true);
  };
  const field = (name: NoticeField): FieldWiring => {
    const error = vm.errors[name];
    return {
      id: `notice-${name}`,
      ref: (el: HTMLElement | null) => void (controls.current[name] = el),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [name === 'message' && 'notice-message-hint', (name === 'start' || name === 'end') && 'notice-zone-hint', error && `notice-${name}-error`].filter(Boolean).join(' ') || undefined,
    };
  };
  return (
    <div className="notice-form-card">
      <h4 id="notice-form-title">{NOTICES_TEXT.formTitle}</h4>
      <form ref={form} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="notice-form-title" data-testid={superviseIds.noticeForm}>
        <div className="notice-fields">
          <Field name="message" label={NOTICES_TEXT.message} error={vm.errors.message} hint={NOTICES_TEXT.messageHint} wide>
            <InputTextarea {...field('message')} value={vm.values.message} maxLength={500} rows={2} autoResize={false} onChange={(e) => vm.set('message', e.target.value)} />
          </Field>
          <Field name="start" label={NOTICES_TEXT.start(zone)} error={vm.errors.start}>
            <DateTimeInput {...field('start')} value={vm.values.start} onChange={(e) => vm.set('start', e.target.value)} />
          </Field>
          <Field name="end" label={NOTICES_TEXT.end(zone)} error={vm.errors.end}>
            <DateTimeInput {...field('end')} value={vm.values.end} onChange={(e) => vm.set('end', e.target.value)} />
          </Field>
          <Field name="company_euid" label={NOTICES_TEXT.audience} error={vm.errors.company_euid}>
            <AudienceDropdown field={field('company_euid')} value={vm.values.company_euid} companies={companies} onChange={(v) => vm.set('company_euid', v)} />
          </Field>
          <small id="notice-zone-hint" className="notice-hint notice-zone-hint">
            <i className="pi pi-clock" aria-hidden="true" /> {NOTICES_TEXT.zoneHint(zone)}
          </small>
        </div>
        {vm.errors.form && (
          <p role="alert" className="form-error notice-form-error">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            {vm.errors.form}
          </p>
        )}
        <div className="notice-form-actions">
          <Button type="submit" label={vm.saving ? NOTICES_TEXT.saving : NOTICES_TEXT.submit} icon="pi pi-calendar-plus" loading={vm.saving} />
          <span role="status" className="sr-only">
            {vm.saving ? NOTICES_TEXT.saving : ''}
          </span>
        </div>
      </form>
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
function AudienceDropdown({ field, value, companies, onChange }: { field: FieldWiring; value: string; companies: Companies; onChange: (euid: string) => void }) {
  const options = [{ label: NOTICES_TEXT.everyone, value: EVERYONE }, ...companies.map((c) => ({ label: c.name, value: c.euid }))];
  return (
    <LabelledDropdown
      inputId={field.id}
      focusInputRef={field.ref}
      aria-invalid={field['aria-invalid']}
      aria-describedby={field['aria-describedby']}
      invalid={field['aria-invalid']}
      label={NOTICES_TEXT.audience}
      value={value || EVERYONE}
      options={options}
      onChange={(e) => onChange(e.value === EVERYONE ? '' : String(e.value ?? ''))}
    />
  );
}

/** One labelled control with its hint and its message. */
function Field({ name, label, error, hint, wide, children }: { name: NoticeField; label: string; error?: string; hint?: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'notice-field wide' : 'notice-field'}>
      <label htmlFor={`notice-${name}`}>{label}</label>
      {children}
      {hint && (
        <small id={`notice-${name}-hint`} className="notice-hint">
          {hint}
        </small>
      )}
      {error && (
        <p id={`notice-${name}-error`} role="alert" className="notice-field-error">
          <i className="pi pi-exclamation-circle" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
