/**
 * The front's byte budgets (next-app/budgets.json; ../shared/front.md "Speed budget"): the JavaScript each page
 * loads on first load beyond Next's own runtime, and the HTML of home. Deterministic: the bytes of the built
 * chunks on disk and of the document the stack serves, gzipped at level 9; it fails on a regression and prints the
 * figures. (Lighthouse itself is a benchmark, `make lighthouse`, never a test.)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { repo } from '../stack';

interface Budgets {
  javascriptKB: number;
  homeHtmlKB: number;
  pages: string[];
  languages: string[];
}

const nextDir = path.join(repo, 'next-app', '.next');
const budgets = JSON.parse(readFileSync(path.join(repo, 'next-app', 'budgets.json'), 'utf8')) as Budgets;
const manifest = JSON.parse(readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[]; polyfillFiles: string[] };
const notCounted = new Set([...manifest.rootMainFiles, ...manifest.polyfillFiles]);

const gzipKB = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length / 1024;

/** The scripts a page loads before it is live: its script tags and the chunks its payload names (client components). */
function firstLoadScripts(html: string): string[] {
  const named = [...html.matchAll(/\/_next\/(static\/chunks\/[A-Za-z0-9_.-]+\.js)/g)].map((m) => m[1]!);
  return [...new Set(named)].filter((file) => !notCounted.has(file));
}

const kb = (n: number) => `${n.toFixed(1)} KB`;

test('every page keeps to its JavaScript budget, and home to its HTML budget (next-app/budgets.json)', async ({ request }) => {
  const promotions = await (await request.get('/promotions', { headers: { cookie: 'lang=th' } })).text();
  const promoId = /promoDetail\?id=([0-9A-Za-z_-]+)/.exec(promotions)?.[1];
  expect(promoId, 'a promotion to open').toBeTruthy();

  const rows: string[] = [];
  const over: string[] = [];
  for (const language of budgets.languages) {
    for (const page of budgets.pages) {
      const url = page === '/promoDetail' ? `${page}?id=${promoId}` : page;
      const response = await request.get(url, { headers: { cookie: `lang=${language}` } });
      expect(response.status(), `${url} (${language})`).toBe(200);
      const html = await response.text();
      expect(html, `${url} answers in ${language}`).toContain(`<html lang="${language}"`);
      const scripts = firstLoadScripts(html);
      const js = scripts.reduce((sum, file) => sum + gzipKB(readFileSync(path.join(nextDir, file))), 0);
      const htmlKB = gzipKB(html);
      rows.push(`| ${url} | ${language} | ${kb(js)} (${scripts.length} files) | ${kb(htmlKB)} |`);
      if (js > budgets.javascriptKB) {
        // Name the chunks, largest first, so a regression says where to look.
        const sizes = scripts
          .map((file) => ({ file: path.basename(file), size: gzipKB(readFileSync(path.join(nextDir, file))) }))
          .sort((a, b) => b.size - a.size)
          .map(({ file, size }) => `${file} ${kb(size)}`);
        over.push(`${url} (${language}): JavaScript ${kb(js)} > ${budgets.javascriptKB} KB: ${sizes.join(', ')}`);
      }
      if (page === '/' && htmlKB > budgets.homeHtmlKB) over.push(`/ (${language}): HTML ${kb(htmlKB)} > ${budgets.homeHtmlKB} KB`);
    }
  }
  console.log(
    [
      `Byte budgets (gzip): first-load JavaScript beyond Next's runtime ≤ ${budgets.javascriptKB} KB a page; HTML of / ≤ ${budgets.homeHtmlKB} KB`,
      '| page | language | JavaScript | HTML |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
  expect(over, 'pages over their budget').toEqual([]);
});
