import { ContainerModule } from 'inversify';
import { NavStore } from '../../core/navigation';
import { bindService, GraphqlClient, Toasts } from '../../workbench/api';
import { GraphqlPaintlineSource, PaintlineSource } from './paintline-source';
import { PaintlineViewModel } from './paintline.view-model';

export const dashboardPaintlineModule = new ContainerModule(({ bind }) => {
  bindService(bind, PaintlineSource, ({ graphql }) => new GraphqlPaintlineSource(graphql), { graphql: GraphqlClient }).inSingletonScope();
  bindService(bind, PaintlineViewModel, ({ nav, source, toasts }) => new PaintlineViewModel(nav, source, toasts), { nav: NavStore, source: PaintlineSource, toasts: Toasts });
});
