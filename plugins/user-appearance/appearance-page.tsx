import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../workbench/api';
import { AppearanceViewModel } from './appearance.view-model';
import { appearanceIds } from './test-ids';
import './appearance.css';

const label = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const surfaceLabel = (name: string) => `Gray ${name.replace('gray', '')}`;

/** Native radio groups: arrow keys move between choices, and each choice applies at once. */
export const AppearancePage = observer(function AppearancePage() {
  const vm = useViewModel(AppearanceViewModel);
  const { theme, primaryColor, surfaceColor } = vm.current;
  return (
    <section className="appearance" aria-labelledby="appearance-title" data-testid={appearanceIds.page} data-help-key="user-appearance/choices">
      <h2 id="appearance-title">Appearance</h2>
      <fieldset>
        <legend>Theme</legend>
        <div className="themes">
          {(['dark', 'light'] as const).map((t) => (
            <label key={t} className="choice">
              <input type="radio" name="theme" value={t} checked={theme === t} onChange={() => vm.choose({ theme: t })} />
              {label(t)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Primary colour</legend>
        <div className="swatches primary">
          {vm.primaryColours.map((c) => (
            <label key={c} className="choice swatch">
              <input type="radio" name="primary" value={c} checked={primaryColor === c} onChange={() => vm.choose({ primaryColor: c })} />
              <span className={`dot primary-${c}`} aria-hidden="true" />
              {label(c)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>Surface</legend>
        <div className="swatches surface">
          {vm.surfaces.map((s) => (
            <label key={s} className="choice swatch">
              <input type="radio" name="surface" value={s} checked={surfaceColor === s} onChange={() => vm.choose({ surfaceColor: s })} />
              <span className={`dot surface-${s}`} aria-hidden="true" />
              {surfaceLabel(s)}
            </label>
          ))}
        </div>
      </fieldset>
    </section>
  );
});
