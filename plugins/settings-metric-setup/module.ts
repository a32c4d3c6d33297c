import { ContainerModule } from 'inversify';
import { metricSetupFormSchema } from '../../core/forms';
import { bindService, ProfileRefresh } from '../../workbench/api';
import { RECORD_EDITOR_TOKENS, RecordEditor } from '../../workbench/kit/setup-records/record-editor';
import { MetricSetupViewModel } from './metric-setup.view-model';

export const settingsMetricSetupModule = new ContainerModule(({ bind }) => {
  bindService(
    bind,
    MetricSetupViewModel,
    ({ profileRefresh, ...services }) =>
      new MetricSetupViewModel(
        new RecordEditor(services, {
          resource: 'metric_setup',
          schema: metricSetupFormSchema,
          removeConfirmation: () => ({ header: 'Remove', message: 'Metric setup records are not removed.' }),
        }),
        services.http,
        services.toasts,
        profileRefresh,
      ),
    { ...RECORD_EDITOR_TOKENS, profileRefresh: ProfileRefresh },
  );
});
