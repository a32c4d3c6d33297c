import { Dropdown, type DropdownProps } from 'primereact/dropdown';

/**
 * PrimeReact's Dropdown, named for assistive technology: besides its focusable input, its trigger
 * button and its hidden native select carry the label too (axe-core: aria-command-name,
 * select-name). Import by path from lazy or signed-in files: primereact stays out of the landing page.
 */
export function LabelledDropdown({ label, pt, ...props }: DropdownProps & { label: string }) {
  return (
    <Dropdown
      {...props}
      ariaLabel={label}
      pt={{
        ...pt,
        trigger: { 'aria-label': `${label}: show choices` },
        select: { 'aria-label': label },
      }}
    />
  );
}
