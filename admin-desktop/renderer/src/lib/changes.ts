/** A value as far as a change matters: empty is empty, text without outer spaces, dates as JSON. */
function normalize(value: unknown): unknown {
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  if (value === null || value === undefined) return undefined;
  // Dates and dayjs values compare by the instant they stand for.
  if (typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return (value as { toJSON(): unknown }).toJSON();
  }
  return value;
}

function same(a: unknown, b: unknown): boolean {
  const left = normalize(a);
  const right = normalize(b);
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => same(item, right[index]));
  }
  if (typeof left === 'object' && left !== null && typeof right === 'object' && right !== null) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) =>
      same((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
    );
  }
  return Object.is(left, right);
}

/**
 * Whether a dialog's values differ from those it started with. Only what would be saved counts:
 * an empty field is as empty as a missing one, and spaces around a text are not a change (the
 * payloads trim them).
 */
export function hasChanges(initial: unknown, current: unknown): boolean {
  return !same(initial, current);
}
