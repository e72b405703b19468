import { isKnownLocale, type AppLocale } from '../i18n/locales';

export type ThemeName = 'dark' | 'light';
export const THEME_NAMES: readonly ThemeName[] = ['dark', 'light'];

/** Colour roles a brand sets per theme; each becomes a CSS custom property `--brand-<role>`. */
export const COLOUR_ROLES = ['primary', 'on_primary', 'background', 'surface', 'text', 'muted'] as const;
export type ColourRole = (typeof COLOUR_ROLES)[number];
export type Palette = Record<ColourRole, string>;

/** The part of a brand's config file the Next app uses, validated. */
export interface BrandConfig {
  id: string;
  name: string;
  hosts: string[];
  logo: string | null;
  email: string | null;
  defaultLocale: AppLocale;
  supportedLocales: AppLocale[];
  defaultTheme: ThemeName;
  palettes: Record<ThemeName, Palette>;
}

export class BrandConfigError extends Error {
  constructor(brandId: string, problem: string) {
    super(`brand "${brandId}": ${problem}`);
    this.name = 'BrandConfigError';
  }
}

/** Brand ids are file names: keep them to a safe alphabet (no path tricks). */
export const BRAND_ID = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** A CSS colour as written in config: hex, a named colour or a functional notation; nothing that could end a style block. */
const CSS_COLOUR = /^(#[0-9a-fA-F]{3,8}|[a-zA-Z]{3,30}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-zA-Z.,%/\s+-]{1,80}\))$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

type Table = Record<string, unknown>;

function isTable(value: unknown): value is Table {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep-merges `override` over `base` (tables merge, everything else replaces). */
export function mergeTables(base: Table, override: Table): Table {
  const out: Table = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const prev = out[key];
    out[key] = isTable(prev) && isTable(value) ? mergeTables(prev, value) : value;
  }
  return out;
}

/** Validates the fields the Next app uses and returns them typed. Throws BrandConfigError. */
export function parseBrandConfig(id: string, raw: Table): BrandConfig {
  const fail = (problem: string): never => {
    throw new BrandConfigError(id, problem);
  };
  const str = (value: unknown, field: string): string =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : fail(`"${field}" must be a non-empty string`);

  const name = str(raw.name, 'name');
  const hosts = Array.isArray(raw.hosts) ? raw.hosts.map((h, i) => str(h, `hosts[${i}]`)) : fail('"hosts" must be a list');
  if (hosts.length === 0) fail('"hosts" must name at least one host');

  let logo: string | null = null;
  if (raw.logo !== undefined) {
    logo = str(raw.logo, 'logo');
    if (!FILE_NAME.test(logo)) fail('"logo" must be a plain file name');
  }
  const email = raw.email === undefined ? null : str(raw.email, 'email');

  const languages = isTable(raw.languages) ? raw.languages : fail('[languages] is missing');
  const supportedRaw = Array.isArray(languages.supported)
    ? languages.supported
    : fail('"languages.supported" must be a list');
  const supportedLocales: AppLocale[] = [];
  for (const entry of supportedRaw) {
    const code = str(entry, 'languages.supported').toLowerCase();
    // A language without a message file cannot be rendered: it is skipped, not fatal.
    if (isKnownLocale(code) && !supportedLocales.includes(code)) supportedLocales.push(code);
  }
  if (supportedLocales.length === 0) fail('"languages.supported" names no language this app has messages for');
  const defaultRaw = str(languages.default, 'languages.default').toLowerCase();
  const defaultLocale = supportedLocales.find((l) => l === defaultRaw) ?? fail('"languages.default" is not in "languages.supported"');

  const theme = isTable(raw.theme) ? raw.theme : fail('[theme] is missing');
  const defaultTheme = (THEME_NAMES as readonly string[]).includes(String(theme.default))
    ? (theme.default as ThemeName)
    : fail('"theme.default" must be "dark" or "light"');
  const palette = (which: ThemeName): Palette => {
    const table = isTable(theme[which]) ? theme[which] : fail(`[theme.${which}] is missing`);
    const out = {} as Palette;
    for (const role of COLOUR_ROLES) {
      const value = str(table[role], `theme.${which}.${role}`);
      if (!CSS_COLOUR.test(value)) fail(`"theme.${which}.${role}" is not a CSS colour`);
      out[role] = value;
    }
    return out;
  };

  return {
    id,
    name,
    hosts,
    logo,
    email,
    defaultLocale,
    supportedLocales,
    defaultTheme,
    palettes: { dark: palette('dark'), light: palette('light') },
  };
}
