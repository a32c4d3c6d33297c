import { Dropdown, type DropdownProps } from 'primereact/dropdown';

/**
 * PrimeReact's Dropdown, named for assistive technology: besides its focusable input, its trigger
 * button and its hidden native select carry the label too (axe-core: aria-command-name,
 * select-name). Its wrapper gets no aria-activedescendant: PrimeReact puts one on that role-less
 * div while it has focus, naming an option that is gone once the list closes (axe-core:
 * aria-allowed-attr, aria-valid-attr-value, both critical). Import by path from lazy or signed-in
 * files: primereact stays out of the landing page.
 */
export function LabelledDropdown({ label, pt, ...props }: DropdownProps & { label: string }) {
  return (
    <Dropdown
      {...props}
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
