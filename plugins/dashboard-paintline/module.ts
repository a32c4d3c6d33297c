import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { GraphqlClient, Toasts } from '../../workbench/api';
import { GraphqlPaintlineSource, PaintlineSource } from './paintline-source';
import { PaintlineViewModel } from './paintline.view-model';

export const dashboardPaintlineModule = new ContainerModule(({ bind }) => {
  bind(PaintlineSource).toResolvedValue((c: GraphqlClient) => new GraphqlPaintlineSource(c), [GraphqlClient]).inSingletonScope();
  bind(PaintlineViewModel).toResolvedValue((n: NavStore, s: PaintlineSource, t: Toasts) => new PaintlineViewModel(n, s, t), [NavStore, PaintlineSource, Toasts]);
});
