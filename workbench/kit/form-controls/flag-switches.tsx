import { InputSwitch } from 'primereact/inputswitch';
import './flag-switches.css';

/**
 * PrimeReact's InputSwitch wraps its role="switch" input in a div with role="checkbox": one control
 * inside another (axe nested-interactive, serious), read twice by a screen reader. The input alone
 * is the control.
 */
export const SWITCH_ONLY = { root: { role: undefined, 'aria-checked': undefined } } as const;

export interface FlagSwitch {
  /** The input's id (its label points at it). */
  id: string;
  label: string;
  checked: boolean;
  onChange(on: boolean): void;
  testId?: string;
}

interface Props {
  switches: readonly FlagSwitch[];
  /** Why the user may not change these flags (a role rule): shown as text under them, and they are disabled. */
  lockedReason?: string;
  /** Disabled for a passing reason the surrounding screen shows (nothing chosen, a save under way). */
  disabled?: boolean;
  className?: string;
}

/**
 * Labelled on/off switches (a preset's or a map's Public and Default), with the reason in visible
 * text when the user's role may not change them: a hover title alone reaches neither touch nor
 * keyboard users. Each disabled switch is described by the reason.
 */
export function FlagSwitches({ switches, lockedReason, disabled = false, className }: Props) {
  const reasonId = lockedReason && switches[0] ? `${switches[0].id}-locked-reason` : undefined;
  return (
    <div className={`flag-switches${className ? ` ${className}` : ''}`}>
      <div className="flag-switch-row">
        {switches.map((s) => (
          <span key={s.id} className="flag-switch">
            <InputSwitch
              inputId={s.id}
              checked={s.checked}
              disabled={disabled || !!lockedReason}
              onChange={(e) => s.onChange(e.value === true)}
              pt={SWITCH_ONLY}
              {...(reasonId ? { 'aria-describedby': reasonId } : {})}
              {...(s.testId ? { 'data-testid': s.testId } : {})}
            />
            <label htmlFor={s.id}>{s.label}</label>
          </span>
        ))}
      </div>
      {reasonId && (
        <p id={reasonId} className="flag-switch-reason">
          <i className="pi pi-lock" aria-hidden="true" /> {lockedReason}
        </p>
      )}
    </div>
  );
}
