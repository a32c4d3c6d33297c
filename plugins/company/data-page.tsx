import { observer } from 'mobx-react-lite';
import { ProgressBar } from 'primereact/progressbar';
import { RadioButton } from 'primereact/radiobutton';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthService, BackendState, fromRx, useService } from '../../workbench/api';
import { FormCard, FormSubmitCard } from '../../workbench/kit/form-controls/form-card';
import { CompanyScreen } from './company-screen';
import { CsvFilePicker } from './csv-file-picker';
import { uploadCsv, type IngestAnswer, type IngestRefusal } from './csv-upload';
import { companyIds } from './test-ids';

type Kind = 'events' | 'schedules';
type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'regenerating'; answer: IngestAnswer } | { step: 'done'; answer: IngestAnswer } | { step: 'refused'; refusal: IngestRefusal };

const KINDS: ReadonlyArray<[Kind, string]> = [
  ['events', 'Events'],
  ['schedules', 'Schedules'],
];
const STEP_LABELS = { uploading: 'Uploading the file', regenerating: 'Regenerating the results', done: 'Import finished' } as const;

const pending = (v: unknown) => (typeof v === 'number' ? v : Array.isArray(v) ? v.length : 0);

/**
 * /company/data (ADMIN or MANAGER): CSV import of events and schedules. The bar shows the upload,
 * then the regeneration (the backend state's queues draining); a refused file names every bad row and
 * nothing of it is kept (the server writes a batch whole or not at all).
 */
export const DataPage = observer(function DataPage() {
  const auth = useService<AuthService>(AuthService);
  const backend = useService<BackendState>(BackendState);
  const [info] = useState(() => fromRx(backend.info$, null));
  useEffect(() => () => info.dispose(), [info]);
  const [kind, setKind] = useState<Kind>('events');
  const [file, setFile] = useState<File | null>(null);
  const [noFile, setNoFile] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'idle' });
  const queue = info.current ? pending(info.current.sch_queue) + pending(info.current.ent_queue) : 0;
  const [seenQueue, setSeenQueue] = useState(false);

  useEffect(() => {
    if (phase.step !== 'regenerating') return;
    if (queue > 0) setSeenQueue(true);
    // Done when the queues drained after the upload queued windows (or nothing was queued).
    if (phase.answer.queued === 0 || (queue === 0 && seenQueue)) setPhase({ step: 'done', answer: phase.answer });
  }, [phase, queue, seenQueue]);
  useEffect(() => {
    // The socket may push the drained queues before this screen saw them filled: stop waiting after 20 s.
    if (phase.step !== 'regenerating') return;
    const t = setTimeout(() => setPhase((p) => (p.step === 'regenerating' ? { step: 'done', answer: p.answer } : p)), 20_000);
    return () => clearTimeout(t);
  }, [phase]);

  const running = phase.step === 'uploading' || phase.step === 'regenerating';
  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (running) return;
    setNoFile(!file);
    if (!file) return;
    setSeenQueue(false);
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      const answer = await uploadCsv(`/v1/ingest/${kind}.csv`, file, await auth.token(), (fraction) => setPhase({ step: 'uploading', fraction }));
      setPhase({ step: 'regenerating', answer });
    } catch (refusal) {
      setPhase({ step: 'refused', refusal: refusal as IngestRefusal });
    }
  };
  const chooseFile = (f: File | null) => {
    setFile(f);
    if (f) setNoFile(false);
  };

  const progressValue = phase.step === 'uploading' ? Math.round(phase.fraction * 50) : phase.step === 'regenerating' ? (queue > 0 ? 75 : 60) : phase.step === 'done' ? 100 : 0;
  return (
    <CompanyScreen
      testId={companyIds.dataPage}
      titleId="data-title"
      title="Company data"
      helpKey="company/data"
      lead={
        <>
          Import production events or schedules from a CSV file whose first line is the template's header. Templates: <a href="/v1/ingest/events.csv/template">events</a>,{' '}
          <a href="/v1/ingest/schedules.csv/template">schedules</a>.
        </>
      }
    >
      <div className="company-cards">
        <FormSubmitCard titleId="data-import-title" title="Import from CSV" submit="Import" busyLabel="Importing…" busy={running} error={noFile ? 'Choose a CSV file first.' : undefined} onSubmit={submit}>
          <fieldset className="company-choice">
            <legend className="form-field-label">What the file holds</legend>
            <div className="company-choices">
              {KINDS.map(([k, label]) => (
                <div key={k} className="company-choice-item">
                  <RadioButton inputId={`data-kind-${k}`} name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} />
                  <label htmlFor={`data-kind-${k}`}>{label}</label>
                </div>
              ))}
            </div>
          </fieldset>
          <CsvFilePicker file={file} onChange={chooseFile} />
        </FormSubmitCard>
        {phase.step !== 'idle' && (
          <FormCard titleId="data-last-title" title="Last import">
            {phase.step !== 'refused' && (
              <div className="company-progress" data-testid={companyIds.dataProgress} data-step={phase.step}>
                <div className="company-progress-label">
                  <span id="data-progress-label">{STEP_LABELS[phase.step]}</span>
                  <span aria-hidden="true">{progressValue}%</span>
                </div>
                <ProgressBar value={progressValue} showValue={false} aria-labelledby="data-progress-label" aria-valuetext={`${progressValue}%`} />
              </div>
            )}
            {(phase.step === 'regenerating' || phase.step === 'done') && <ImportFigures answer={phase.answer} />}
            {phase.step === 'refused' && <Refusal refusal={phase.refusal} />}
          </FormCard>
        )}
      </div>
    </CompanyScreen>
  );
});

/** What the server did with an accepted file, one tile per figure. */
function ImportFigures({ answer }: { answer: IngestAnswer }) {
  return (
    <dl className="company-tiles fill" data-testid={companyIds.dataResult}>
      {answer.inserted !== undefined && (
        <div className="figure"><dt>Rows added</dt><dd>{answer.inserted}</dd></div>
      )}
      {answer.replaced !== undefined && (
        <div className="figure"><dt>Rows corrected</dt><dd>{answer.replaced}</dd></div>
      )}
      {answer.written !== undefined && (
        <div className="figure"><dt>Schedules written</dt><dd>{answer.written}</dd></div>
      )}
      <div className="figure"><dt>Shift windows queued</dt><dd>{answer.queued}</dd></div>
    </dl>
  );
}

/** A refused file: nothing kept, and every bad row named with its reasons. */
function Refusal({ refusal }: { refusal: IngestRefusal }) {
  const rows = refusal.rows ?? (refusal.row !== undefined ? [{ row: refusal.row, errors: refusal.errors ?? { row: [refusal.detail] } }] : []);
  return (
    <div role="alert" className="company-refusal" data-testid={companyIds.dataErrors}>
      <p className="form-card-error">
        <i className="pi pi-times-circle" aria-hidden="true" />
        The file was refused; nothing of it was kept.
      </p>
      {refusal.row !== undefined ? (
        <ul>
          {rows.flatMap((bad) =>
            Object.entries(bad.errors).map(([field, messages]) => (
              <li key={`${bad.row}:${field}`}>
                Row {bad.row}: {field}: {messages.join('; ')}
              </li>
            )),
          )}
        </ul>
      ) : (
        <p>{refusal.detail}</p>
      )}
    </div>
  );
}
