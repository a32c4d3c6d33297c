import { observer } from 'mobx-react-lite';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState, type FormEvent } from 'react';
import type { PresetControlsViewModel } from './preset-controls.view-model';

/** Save As: the working view under a new name (and optional description). */
export const PresetSaveAsDialog = observer(function PresetSaveAsDialog({ vm }: { vm: PresetControlsViewModel }) {
  const [name, setName] = useState('');
  const [desc, setDesc] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await vm.saveAs(name, desc)) {
      setName('');
      setDesc('');
    }
  };
  return (
    <Dialog header="Save Preset As" visible={vm.saveAsDialogVisible} onHide={() => vm.showSaveAsDialog(false)} style={{ width: '28rem' }} breakpoints={{ '640px': '100vw' }}>
      <form onSubmit={(e) => void submit(e)} className="preset-save-as">
        <div className="explorer-field">
          <label htmlFor="preset-name">Name</label>
          <InputText id="preset-name" value={name} onChange={(e) => setName(e.target.value)} maxLength={80} autoFocus />
        </div>
        <div className="explorer-field">
          <label htmlFor="preset-desc">Description</label>
          <InputText id="preset-desc" value={desc} onChange={(e) => setDesc(e.target.value)} maxLength={80} />
        </div>
        <Button type="submit" label="Save" disabled={name.trim() === '' || vm.busy} />
      </form>
    </Dialog>
  );
});
