import { observer } from 'mobx-react-lite';
import { useLayoutEffect, useState } from 'react';
import type { HelpContribution } from '../api/manifest';
import { HELP_KEY_ATTRIBUTE, type HelpMode } from './help-mode';

interface PlacedTip extends HelpContribution {
  top: number;
  left: number;
}

/** The help keys of the elements on screen, in document order. */
export function helpKeysInView(root: ParentNode = document): string[] {
  return [...root.querySelectorAll(`[${HELP_KEY_ATTRIBUTE}]`)].map((el) => el.getAttribute(HELP_KEY_ATTRIBUTE) ?? '');
}

/** Help mode's overlay: a tip beside each element that has help. */
export const HelpOverlay = observer(function HelpOverlay({ help }: { help: HelpMode }) {
  const [tips, setTips] = useState<PlacedTip[]>([]);
  useLayoutEffect(() => {
    if (!help.on) return setTips([]);
    const place = () => {
      const placed: PlacedTip[] = [];
      for (const el of document.querySelectorAll(`[${HELP_KEY_ATTRIBUTE}]`)) {
        const tip = help.tips([el.getAttribute(HELP_KEY_ATTRIBUTE) ?? ''])[0];
        if (!tip || placed.some((p) => p.key === tip.key)) continue;
        const r = el.getBoundingClientRect();
        placed.push({ ...tip, top: r.top + window.scrollY + 8, left: Math.min(r.left + window.scrollX + 8, window.innerWidth - 280) });
      }
      setTips(placed);
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [help.on, help]);
  if (!help.on) return null;
  return (
    <div className="help-overlay" aria-live="polite">
      {tips.map((t) => (
        <div key={t.key} className="help-tip" role="note" aria-label={t.title} style={{ top: t.top, left: t.left }}>
          <strong>{t.title}</strong>
          <p>{t.body}</p>
        </div>
      ))}
    </div>
  );
});
