import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/bff/generated';
import { KNOWN_LOCALES } from '../lib/i18n/locales';

const dir = path.join(__dirname, '..', '..', 'locales');
type Tree = { [key: string]: string | Tree };
const load = (code: string) => JSON.parse(readFileSync(path.join(dir, `${code}.json`), 'utf8')) as Tree;

/** Every leaf as `namespace.key` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

/** The ICU arguments a text uses (`{brand}`, `{seconds}`…). */
const args = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();

const files = readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));
const english = leaves(load('en'));

describe('locale files', () => {
  it('exist for every language this front renders, and only for languages of the BFF table', () => {
    for (const code of KNOWN_LOCALES) expect(files, code).toContain(code);
    const table = LANGUAGES.map((l) => l.code as string);
    for (const file of files) expect(table, file).toContain(file);
  });

  for (const code of files.filter((f) => f !== 'en')) {
    it(`${code}.json has every key en.json has, no other, each with the same arguments and not left empty`, () => {
      const other = leaves(load(code));
      const missing = [...english.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !english.has(k));
      expect(missing, `missing in ${code}.json`).toEqual([]);
      expect(extra, `not in en.json`).toEqual([]);
      for (const [key, text] of english) {
        expect(args(other.get(key) ?? ''), `${code}: ${key}`).toEqual(args(text));
        expect((other.get(key) ?? '').trim(), `${code}: ${key}`).not.toBe('');
      }
    });

    it(`${code}.json leaves no English behind`, () => {
      const other = leaves(load(code));
      // Texts that are the same in every language: names and units written the international way.
      const same = [...english].filter(([key, text]) => other.get(key) === text && !/^[\p{Lu}\d\s{}()@.:/-]*$|^\{ms\} ms$/u.test(text.replace(/\{\w+\}/g, '')));
      expect(same.map(([key]) => key), `${code}.json texts still in English`).toEqual([]);
    });
  }
});
