import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthService, BackendState, fromRx, useService } from '../../workbench/api';
import { uploadCsv, type IngestAnswer, type IngestRefusal } from './csv-upload';
import { companyIds } from './test-ids';
import '../../workbench/api/styles/admin-screen.css';

type Kind = 'events' | 'schedules';
type Phase = { step: 'idle' } | { step: 'uploading'; fraction: number } | { step: 'regenerating'; answer: IngestAnswer } | { step: 'done'; answer: IngestAnswer } | { step: 'refused'; refusal: IngestRefusal };

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

  const submit = async (ev: FormEvent) => {
    ev.preventDefault();
    if (!file) return setPhase({ step: 'refused', refusal: { detail: 'Choose a CSV file first.' } });
    setSeenQueue(false);
    setPhase({ step: 'uploading', fraction: 0 });
    try {
      const answer = await uploadCsv(`/v1/ingest/${kind}.csv`, file, await auth.token(), (fraction) => setPhase({ step: 'uploading', fraction }));
      setPhase({ step: 'regenerating', answer });
    } catch (refusal) {
      setPhase({ step: 'refused', refusal: refusal as IngestRefusal });
    }
  };

  const progressValue = phase.step === 'uploading' ? Math.round(phase.fraction * 50) : phase.step === 'regenerating' ? (queue > 0 ? 75 : 60) : phase.step === 'done' ? 100 : 0;
  return (
    <section className="company-screen" data-testid={companyIds.dataPage} aria-labelledby="data-title" data-help-key="company/data">
      <h2 id="data-title">Company data</h2>
      <p>
        Import production events or schedules from a CSV file whose first line is the template's header. Templates:{' '}
        <a href="/v1/ingest/events.csv/template">events</a>, <a href="/v1/ingest/schedules.csv/template">schedules</a>.
      </p>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <fieldset className="row">
          <legend>What the file holds</legend>
          {(['events', 'schedules'] as const).map((k) => (
            <label key={k} className="choice">
              <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {k === 'events' ? 'Events' : 'Schedules'}
            </label>
          ))}
        </fieldset>
        <label>
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <div className="row">
          <button type="submit" className="p-button" disabled={phase.step === 'uploading' || phase.step === 'regenerating'}>
            Import
          </button>
        </div>
      </form>
      {(phase.step === 'uploading' || phase.step === 'regenerating' || phase.step === 'done') && (
        <div data-testid={companyIds.dataProgress} data-step={phase.step}>
          <label>
            {phase.step === 'uploading' ? 'Uploading the file' : phase.step === 'regenerating' ? 'Regenerating the results' : 'Import finished'}
            <progress max={100} value={progressValue} aria-valuetext={`${progressValue}%`} />
          </label>
        </div>
      )}
      {(phase.step === 'regenerating' || phase.step === 'done') && (
        <dl className="figures" data-testid={companyIds.dataResult}>
          {phase.answer.inserted !== undefined && (
            <div className="figure"><dt>Rows added</dt><dd>{phase.answer.inserted}</dd></div>
          )}
          {phase.answer.replaced !== undefined && (
            <div className="figure"><dt>Rows corrected</dt><dd>{phase.answer.replaced}</dd></div>
          )}
          {phase.answer.written !== undefined && (
            <div className="figure"><dt>Schedules written</dt><dd>{phase.answer.written}</dd></div>
          )}
          <div className="figure"><dt>Shift windows queued</dt><dd>{phase.answer.queued}</dd></div>
        </dl>
      )}
      {phase.step === 'refused' && (
        <div role="alert" className="form-error" data-testid={companyIds.dataErrors}>
          <p>The file was refused; nothing of it was kept.</p>
          {phase.refusal.row !== undefined ? (
            <ul>
              {(phase.refusal.rows ?? [{ row: phase.refusal.row, errors: phase.refusal.errors ?? { row: [phase.refusal.detail] } }]).flatMap((bad) =>
                Object.entries(bad.errors).map(([field, messages]) => (
                  <li key={`${bad.row}:${field}`}>
                    Row {bad.row}: {field}: {messages.join('; ')}
                  </li>
                )),
              )}
            </ul>
          ) : (
            <p>{phase.refusal.detail}</p>
          )}
        </div>
      )}
    </section>
  );
});
