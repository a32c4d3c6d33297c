import type { InputHTMLAttributes } from 'react';
import { TEXT_MAX_LENGTH } from './form-controls';

/** A one-line text input that stops at 80 characters (document 3 §9). */
export function TextField({ className, maxLength = TEXT_MAX_LENGTH, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input type="text" maxLength={Math.min(maxLength, TEXT_MAX_LENGTH)} className={`p-inputtext${className ? ` ${className}` : ''}`} {...rest} />;
}
