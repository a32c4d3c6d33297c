import { useState } from 'react';
import { Toasts, useService } from '../../workbench/api';

/**
 * An export's busy state and its runner for the coating pages' PDF and XLSX buttons: one export at a
 * time, and a failure is logged and toasted instead of passing silently.
 */
export function useExportRun(): { exporting: boolean; run: (job: () => Promise<void>) => void } {
  const toasts = useService<Toasts>(Toasts);
  const [exporting, setExporting] = useState(false);
  const run = (job: () => Promise<void>) => {
    setExporting(true);
    job()
      .catch((e: unknown) => {
        console.error('export:', e);
        toasts.show({ severity: 'error', summary: 'Error', detail: e instanceof Error ? e.message : String(e), life: 8000 });
      })
      .finally(() => setExporting(false));
  };
  return { exporting, run };
}
