/** Small readers for upstream JSON: tolerant of the upstream's variations, never trusting types. */
export type Obj = Record<string, unknown>;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A string field, or '' (numbers are accepted as their text). */
export function str(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}

/** A finite number field (numeric strings accepted), or null. */
export function num(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The first non-empty string among fields. */
export function firstStr(o: Obj, keys: readonly string[]): string {
  for (const key of keys) {
    const value = str(o[key]).trim();
    if (value) return value;
  }
  return '';
}

/** The items of a list that parse; anything else in it is dropped. */
export function listOf<T>(v: unknown, item: (o: Obj) => T | null): T[] {
  if (!Array.isArray(v)) return [];
  const out: T[] = [];
  for (const entry of v) {
    if (!isObj(entry)) continue;
    const parsed = item(entry);
    if (parsed !== null) out.push(parsed);
  }
  return out;
}

/** Any value (answers whose content is not used). */
export const anything = (): true => true;
