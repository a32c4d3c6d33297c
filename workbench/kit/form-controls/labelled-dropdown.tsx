import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { useEffect, useRef } from 'react';

/**
 * PrimeReact's Dropdown, named for assistive technology: its trigger button and its hidden native
 * select carry the label (axe-core: aria-command-name, select-name), and so does the input that takes
 * the keyboard focus unless the caller ties a label of its own to it (`inputId`, `aria-label`):
 * PrimeReact names that input only from raw aria props, which would land on its role-less wrapper
 * too, and a wrapping <label> names the hidden select, which comes first. The wrapper gets no
 * aria-activedescendant: PrimeReact puts one on that role-less div while it has focus, naming an
 * option that is gone once the list closes (axe-core: aria-allowed-attr, aria-valid-attr-value,
 * both critical). Import by path from lazy or signed-in files: primereact stays out of the landing page.
 */
export function LabelledDropdown({ label, pt, ...props }: DropdownProps & { label: string }) {
  const dropdown = useRef<Dropdown>(null);
  const ownName = !props.inputId && !props['aria-label'] && !props['aria-labelledby'];
  useEffect(() => {
    const input = dropdown.current?.getFocusInput();
    if (ownName && input) input.setAttribute('aria-label', label);
  });
  return (
    <Dropdown
      {...props}
      ref={dropdown}
      ariaLabel={label}
      pt={{
        ...pt,
        root: { 'aria-activedescendant': undefined },
        trigger: { 'aria-label': `${label}: show choices` },
        select: { 'aria-label': label },
      }}
    />
  );
}
