import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import MapScene3D from '../../workbench/kit/map-canvas/map-scene-3d';
import type { MapEditorViewModel } from './map-editor.view-model';
import { previewBlocks } from './preview-blocks';

/** The editor's '3D View' (loaded lazily with three.js): the level being edited, view only. */
const MapPreview3D = observer(function MapPreview3D({ vm }: { vm: MapEditorViewModel }) {
  const nodes = vm.nodes;
  const design = vm.design;
  const blocks = useMemo(() => previewBlocks(nodes, design), [nodes, design]);
  const level = vm.trailLabels.at(-1);
  return (
    <MapScene3D
      blocks={blocks}
      backdrop={vm.backdrop}
      summary={`3D preview of ${vm.map.name}, level ${level}: ${blocks.length === 0 ? 'no nodes' : blocks.map((b) => b.name).join(', ')}`}
      className="map-editor-preview"
    />
  );
});

export default MapPreview3D;
