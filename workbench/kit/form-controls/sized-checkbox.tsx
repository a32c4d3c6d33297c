import type { InputHTMLAttributes } from 'react';
import type { CheckboxSize } from './form-controls';
import './form-controls.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> & { size?: CheckboxSize };

/** A native checkbox in the three sizes of document 3 §9 (normal, medium, big). */
export function SizedCheckbox({ size = 'normal', className, ...rest }: Props) {
  return <input type="checkbox" className={`sized-checkbox sized-checkbox-${size}${className ? ` ${className}` : ''}`} data-size={size} {...rest} />;
}
