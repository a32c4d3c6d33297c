import type { KpiViewModel } from './kpi.view-model';
import type { PerformanceViewModel } from './performance.view-model';

// Replaced by the export building block once it lands on main.
export async function exportKpiPdf(element: HTMLElement | null): Promise<void> {
  void element;
  throw new Error('PDF export not available yet');
}
export async function exportKpiXlsx(vm: KpiViewModel): Promise<void> {
  void vm;
  throw new Error('XLSX export not available yet');
}
export async function exportPerformancePdf(element: HTMLElement | null): Promise<void> {
  void element;
  throw new Error('PDF export not available yet');
}
export async function exportPerformanceXlsx(vm: PerformanceViewModel): Promise<void> {
  void vm;
  throw new Error('XLSX export not available yet');
}
