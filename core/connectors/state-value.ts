import { reject, type Signal } from './message';
import { umhState } from './umh-states';

const RUNNING_WORDS = new Set(['running', 'run', 'producing', 'production', 'up']);

/**
 * A state tag's value: a UMH state code, true/false (running or an unspecified stop), or a word
 * (running/producing, any other word is an unplanned stop with that word as its reason).
 */
export function stateSignal(value: unknown, field: string): Signal {
  if (typeof value === 'boolean') return value ? { kind: 'state', running: true, planned: false, reason: '' } : { kind: 'state', running: false, planned: false, reason: 'Unspecified stop' };
  if (typeof value === 'number') {
    const s = umhState(value);
    if (!s) return reject(`${field}: ${value} is not a UMH state code (10000-229999)`);
    return s.running ? { kind: 'state', running: true, planned: false, reason: '' } : { kind: 'state', ...s };
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const word = value.trim();
    return RUNNING_WORDS.has(word.toLowerCase()) ? { kind: 'state', running: true, planned: false, reason: '' } : { kind: 'state', running: false, planned: false, reason: word };
  }
  return reject(`${field} must be a UMH state code, true/false or a word`);
}
