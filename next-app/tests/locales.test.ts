import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// The compiler and formatter the build uses for these files (next-intl's precompile).
import compile from 'icu-minify/compile';
import format from 'icu-minify/format';
import { describe, expect, it } from 'vitest';
import { BFF_MESSAGES, LANGUAGES } from '../lib/bff/generated';
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

type Compiled = ReturnType<typeof compile>;
type Node = Exclude<Compiled, string>[number];

/**
 * The ICU arguments (`{brand}`, `{seconds}`…) and rich-text tags (`<b>`) a text uses, each once, read from the
 * compiled message: the words of a plural or select branch are not arguments (`=0 {Sold out}`), and a
 * language may need fewer branches than English, so a name repeated in every branch counts once.
 */
function placeholders(text: string): string[] {
  const found = new Set<string>();
  // A message or a branch: plain text, `#`, or a list of nodes.
  const walkAll = (nodes: Compiled | Node) => {
    if (Array.isArray(nodes)) for (const node of nodes as Node[]) walk(node);
  };
  const walk = (node: Node) => {
    if (!Array.isArray(node)) return; // plain text or `#`
    const [name, kind, ...rest] = node as [string, ...unknown[]];
    if (node.length === 1 || typeof kind === 'number') {
      found.add(name); // {name} or {name, number|date|time|select|plural|selectordinal}
      const branches = kind === 1 || kind === 2 || kind === 3; // select, plural, selectordinal
      if (branches) Object.values(rest[0] as Record<string, Node>).forEach(walkAll);
    } else {
      found.add(`<${name}>`); // a tag: its children follow the name
      for (const child of [kind, ...rest] as Node[]) walk(child);
    }
  };
  walkAll(compile(text));
  return [...found].sort();
}

/** The ICU arguments a text uses, without its tags. */
const args = (text: string) => placeholders(text).filter((p) => !p.startsWith('<'));

/**
 * Texts that may read the same in every language: names and codes in capitals and digits ("LINE",
 * "OK") and units written the international way ("{ms} ms"), once the arguments are left out.
 */
const international = (text: string) => /^[\p{Lu}\d\s()@.:/-]*$|^\s*ms$/u.test(text.replace(/\{\w+\}/g, ''));

/**
 * Words a language writes exactly as English does ("Error" in Spanish, "Password" in Filipino, "Bonus" or
 * "Jackpot" where the language spells them so), per language, as its review found them: translated, not left
 * behind (same-as-english.json; a reviewer adds a key there only for a word the language really writes the same).
 */
const SAME_WORD = JSON.parse(readFileSync(path.join(__dirname, 'same-as-english.json'), 'utf8')) as Readonly<Record<string, readonly string[]>>;

/** The text as a visitor of `locale` sees it, every argument given the number `n`. */
const formatters = {
  getDateTimeFormat: (...a: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...a),
  getNumberFormat: (...a: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...a),
  getPluralRules: (...a: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...a),
};
const shown = (text: string, locale: string, n: number) =>
  String(format(compile(text), locale, Object.fromEntries(args(text).map((a) => [a, n])), { formatters }));

const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const english = leaves(load('en'));
const table = LANGUAGES.map((l) => l.code as string);

describe('locale files', () => {
  it('exist for every language of the BFF table, and only for those', () => {
    expect(
      table.filter((code) => !files.includes(code)),
      'languages without a locale file',
    ).toEqual([]);
    expect(
      files.filter((file) => !table.includes(file)),
      'locale files of no language in the table',
    ).toEqual([]);
  });

  it('cover every language this front renders', () => {
    expect(KNOWN_LOCALES.filter((code) => !files.includes(code))).toEqual([]);
  });

  for (const code of files) {
    it(`${code}.json: every text is valid ICU and formats in its language, braces never shown`, () => {
      for (const [key, text] of leaves(load(code))) {
        for (const n of [0, 1, 2, 5, 21]) {
          const out = shown(text, code, n);
          expect(out, `${code}: ${key}`).not.toMatch(/[{}]/);
          // Plural branches may spell out small counts ("ثانيتين"); larger ones show the number, in the language's
          // own digits (`#`, `{n, number}`: Bengali ৫) or as given (a plain `{seconds}`: 5).
          if (n >= 5 && args(text).length > 0) {
            expect(
              [String(n), n.toLocaleString(code)].some((digits) => out.includes(digits)),
              `${code}: ${key}: ${out}`,
            ).toBe(true);
          }
        }
      }
    });
  }

  for (const code of files) {
    it(`${code}.json has each of the BFF's own texts (bff/src/messages.rs Key) with its arguments`, () => {
      const texts = leaves(load(code));
      for (const [key, expected] of Object.entries(BFF_MESSAGES)) {
        const text = texts.get(`bff.${key}`);
        expect(text, `${code}: bff.${key}`).toBeTruthy();
        expect(args(text ?? ''), `${code}: bff.${key}`).toEqual([...expected].sort());
      }
    });
  }

  for (const code of files.filter((f) => f !== 'en')) {
    it(`${code}.json has every key en.json has, no other, each with the same arguments and not left empty`, () => {
      const other = leaves(load(code));
      const missing = [...english.keys()].filter((k) => !other.has(k));
      const extra = [...other.keys()].filter((k) => !english.has(k));
      expect(missing, `missing in ${code}.json`).toEqual([]);
      expect(extra, `not in en.json`).toEqual([]);
      for (const [key, text] of english) {
        expect(placeholders(other.get(key) ?? ''), `${code}: ${key}`).toEqual(placeholders(text));
        expect((other.get(key) ?? '').trim(), `${code}: ${key}`).not.toBe('');
      }
    });

    it(`${code}.json leaves no English behind`, () => {
      const other = leaves(load(code));
      const same = [...english].filter(([key, text]) => other.get(key) === text && !international(text) && !SAME_WORD[code]?.includes(key));
      expect(
        same.map(([key]) => key),
        `${code}.json texts still in English`,
      ).toEqual([]);
    });
  }
});
