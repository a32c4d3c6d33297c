import { observer } from 'mobx-react-lite';
import { ProgressBar } from 'primereact/progressbar';
import type { RegenProgress } from './regen-progress';

/** 'Data regen in progress' with a progress bar while the windows a change queued are recomputed. */
export const RegenBanner = observer(function RegenBanner({ progress, testId }: { progress: RegenProgress; testId?: string }) {
  if (progress.error) {
    return (
      <p className="regen-banner regen-error" role="alert" data-testid={testId}>
        {progress.error}
      </p>
    );
  }
  if (!progress.running) return null;
  return (
    <div className="regen-banner" role="status" data-testid={testId}>
      <span>
        {progress.label}: {progress.remaining.toLocaleString('en-US')} shift windows left
      </span>
      <ProgressBar value={progress.percent} aria-label={progress.label} style={{ height: '0.6rem' }} showValue={false} />
    </div>
  );
});
