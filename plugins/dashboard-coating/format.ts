/** Numbers on the coating screens: thousands separators, at most `digits` decimals. */
export function num(n: number, digits = 0): string {
  return n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
}

export function signedPercent(n: number | null): string {
  return n === null ? '—' : `${n > 0 ? '+' : ''}${n.toFixed(1)} %`;
}
