import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'smol-toml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrandConfigError, mergeTables, parseBrandConfig } from '../lib/config/schema';

const demoFile = path.resolve(__dirname, '..', '..', 'config', 'brands', 'demo.toml');
const demo = () => parse(readFileSync(demoFile, 'utf8')) as Record<string, unknown>;

describe('parseBrandConfig', () => {
  it('reads the demo brand', () => {
    const brand = parseBrandConfig('demo', demo());
    expect(brand.name).toBe('Veneer Demo');
    expect(brand.hosts[0]).toBe('localhost');
    expect(brand.logo).toBe('logo.svg');
    expect(brand.defaultLocale).toBe('th');
    expect(brand.supportedLocales).toEqual(['th', 'en']);
    expect(brand.defaultTheme).toBe('dark');
    expect(brand.palettes.dark.primary).toBe('#f5b400');
    expect(brand.palettes.light.on_primary).toBe('#ffffff');
  });

  it('refuses colours that could break out of the style block', () => {
    const raw = demo();
    (raw.theme as { dark: Record<string, string> }).dark.primary = 'red}</style><script>alert(1)</script>';
    expect(() => parseBrandConfig('demo', raw)).toThrow(BrandConfigError);
  });

  it('needs every colour role in both themes', () => {
    const raw = demo();
    delete (raw.theme as { light: Record<string, string> }).light.muted;
    expect(() => parseBrandConfig('demo', raw)).toThrow(/theme\.light\.muted/);
  });

  it('skips languages without messages and checks the default is supported', () => {
    const raw = demo();
    (raw.languages as Record<string, unknown>).supported = ['th', 'xx', 'en'];
    expect(parseBrandConfig('demo', raw).supportedLocales).toEqual(['th', 'en']);
    (raw.languages as Record<string, unknown>).default = 'vi';
    expect(() => parseBrandConfig('demo', raw)).toThrow(/languages\.default/);
  });

  it('rejects a logo that is not a plain file name', () => {
    const raw = demo();
    raw.logo = '../../etc/passwd';
    expect(() => parseBrandConfig('demo', raw)).toThrow(/logo/);
  });

  it('merges brand files over defaults', () => {
    expect(mergeTables({ a: 1, t: { x: 1, y: 2 } }, { t: { y: 3 }, b: 2 })).toEqual({ a: 1, b: 2, t: { x: 1, y: 3 } });
  });
});

describe('getBrand', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('loads brands/<id>.toml over defaults.toml from VENEER_CONFIG_DIR, and refuses odd ids', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'veneer-config-'));
    mkdirSync(path.join(dir, 'brands'));
    const raw = readFileSync(demoFile, 'utf8').replace(/^\[theme\]\ndefault = "dark"\n/m, '');
    writeFileSync(path.join(dir, 'brands', 'alt.toml'), raw.replace('name = "Veneer Demo"', 'name = "Alt"'));
    writeFileSync(path.join(dir, 'defaults.toml'), '[theme]\ndefault = "light"\n');
    vi.stubEnv('VENEER_CONFIG_DIR', dir);
    const { getBrand } = await import('../lib/config/brands');
    const alt = await getBrand('alt');
    expect(alt?.name).toBe('Alt');
    expect(alt?.defaultTheme).toBe('light');
    expect(await getBrand('missing')).toBeNull();
    expect(await getBrand('../brands/alt')).toBeNull();
  });
});
