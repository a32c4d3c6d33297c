import type { InputHTMLAttributes } from 'react';
import { dateTimeStep } from './form-controls';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'step'> & { withSeconds?: boolean };

/** A local date-time input stepping 60 s, or 1 s with seconds (document 3 §5). */
export function DateTimeInput({ withSeconds = false, className, ...rest }: Props) {
  return <input type="datetime-local" step={dateTimeStep(withSeconds)} className={`p-inputtext${className ? ` ${className}` : ''}`} {...rest} />;
}
