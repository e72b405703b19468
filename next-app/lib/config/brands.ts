import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'smol-toml';
import { BRAND_ID, mergeTables, parseBrandConfig, type BrandConfig } from './schema';

/** The config directory: env VENEER_CONFIG_DIR, else `../config` relative to the Next app. */
export function configDir(): string {
  // Read at run time, not bundled: tell Turbopack not to trace this path.
  return path.resolve(/*turbopackIgnore: true*/ process.env.VENEER_CONFIG_DIR ?? path.join(process.cwd(), '..', 'config'));
}

async function readToml(file: string): Promise<Record<string, unknown> | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  return parse(text) as Record<string, unknown>;
}

// Kept for the life of the process: brand files change with a deploy, which restarts Next.
const cache = new Map<string, Promise<BrandConfig | null>>();

async function load(id: string): Promise<BrandConfig | null> {
  const dir = configDir();
  const brand = await readToml(path.join(dir, 'brands', `${id}.toml`));
  if (!brand) return null;
  const defaults = (await readToml(path.join(dir, 'defaults.toml'))) ?? {};
  return parseBrandConfig(id, mergeTables(defaults, brand));
}

/**
 * The brand's validated config, or null when no such brand exists. Invalid files throw
 * (a broken brand should fail loudly, not render half a page).
 */
export function getBrand(id: string): Promise<BrandConfig | null> {
  if (!BRAND_ID.test(id)) return Promise.resolve(null);
  let entry = cache.get(id);
  if (!entry) {
    entry = load(id);
    // A failed read is not remembered, so a fixed file is picked up on the next request.
    entry.catch(() => cache.delete(id));
    cache.set(id, entry);
  }
  return entry;
}
