import { ContainerModule } from 'inversify';
import { metricSetupFormSchema } from '../../core/forms';
import { ConfirmDialog, HttpClient, ProfileRefresh, SessionStore, Toasts } from '../../workbench/api';
import { RecordEditor } from '../../workbench/kit/setup-records/record-editor';
import { MetricSetupViewModel } from './metric-setup.view-model';

export const settingsMetricSetupModule = new ContainerModule(({ bind }) => {
  bind(MetricSetupViewModel).toDynamicValue((ctx) => {
    const http = ctx.get<HttpClient>(HttpClient);
    const toasts = ctx.get<Toasts>(Toasts);
    return new MetricSetupViewModel(
      new RecordEditor(http, toasts, ctx.get<ConfirmDialog>(ConfirmDialog), ctx.get<SessionStore>(SessionStore), {
        resource: 'metric_setup',
        schema: metricSetupFormSchema,
        removeConfirmation: () => ({ header: 'Remove', message: 'Metric setup records are not removed.' }),
      }),
      http,
      toasts,
      ctx.get<ProfileRefresh>(ProfileRefresh),
    );
  });
});
