import { observer } from 'mobx-react-lite';
import { InputSwitch } from 'primereact/inputswitch';
import { useViewModel } from '../../workbench/api';
import { SWITCH_ONLY } from '../../workbench/kit/form-controls/flag-switches';
import { PluginSwitchesViewModel } from './plugin-switches.view-model';
import { settingsPluginsIds } from './test-ids';
import { SWITCHES_TEXT } from './texts';
import './plugin-switches.css';

/** System Setup > Plugins: one labelled switch per switchable plugin. */
export const PluginSwitchesPage = observer(function PluginSwitchesPage() {
  const vm = useViewModel(PluginSwitchesViewModel);
  return (
    <section className="plugin-switches" aria-labelledby="plugin-switches-title" data-testid={settingsPluginsIds.page} data-help-key="settings-plugins/switches">
      <h2 id="plugin-switches-title">{SWITCHES_TEXT.title}</h2>
      <p className="intro">{SWITCHES_TEXT.intro}</p>
      {vm.plugins.length === 0 ? (
        <p className="empty-state" role="status">
          {SWITCHES_TEXT.empty}
        </p>
      ) : (
        <ul className="switch-list">
          {vm.plugins.map((p) => (
            <li key={p.id} className="switch-row" data-testid={settingsPluginsIds.switchRow(p.id)}>
              <label htmlFor={`plugin-switch-${p.id}`} className="switch-label">
                <span className="title">{p.title}</span>
                <span className="hint">{SWITCHES_TEXT.defaultHint(p.defaultEnabled)}</span>
              </label>
              <div className="switch-control">
                {/* On/Off in words for the eye (a screen reader hears the switch's own state); 'Saving…' while the server has the change. */}
                {!vm.isPending(p.id) && (
                  <span className="switch-state" aria-hidden="true">
                    {SWITCHES_TEXT.state(p.enabled)}
                  </span>
                )}
                <span role="status" className="switch-saving">
                  {vm.isPending(p.id) ? SWITCHES_TEXT.saving : ''}
                </span>
                <InputSwitch
                  inputId={`plugin-switch-${p.id}`}
                  checked={p.enabled}
                  // Not disabled while saving: a disabled control drops the keyboard focus. It is marked, and the view-model ignores it meanwhile.
                  aria-disabled={vm.isPending(p.id)}
                  aria-busy={vm.isPending(p.id)}
                  onChange={(e) => void vm.setEnabled(p.id, e.value === true)}
                  pt={SWITCH_ONLY}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
