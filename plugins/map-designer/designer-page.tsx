import { observer } from 'mobx-react-lite';
import { ProgressSpinner } from 'primereact/progressspinner';
import { lazy, Suspense, useEffect } from 'react';
import { useViewModel } from '../../workbench/api';
import { DesignerStart } from './designer-start';
import { DesignerViewModel } from './designer.view-model';
import './map-designer.css';

const MapEditor = lazy(() => import('./map-editor').then((m) => ({ default: m.MapEditor })));

/** /map/designer and the map-design explorer mode: the start screen, or the editor of the open map. */
export const DesignerPage = observer(function DesignerPage() {
  const vm = useViewModel(DesignerViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  if (vm.loading) return <ProgressSpinner aria-label="Loading maps" />;
  if (vm.editor) {
    return (
      <Suspense fallback={<ProgressSpinner aria-label="Loading the map editor" />}>
        <MapEditor vm={vm.editor} onClose={() => vm.close()} />
      </Suspense>
    );
  }
  return <DesignerStart vm={vm} />;
});
