// Where a page's main-thread time goes on a phone: loads each URL in Debian's Chromium with the CPU slowed 4×
// (412 × 823, touch), records a CPU profile from navigation to a few seconds after `load`, and prints
//   - the long tasks (over 50 ms) and the total blocking time they make,
//   - React's own phases (hydration, commit, effects, cascading updates) when the build is a profiling build
//     (`next build --profile`), read from React's performance tracks,
//   - the time spent in each source file (our components and each package) when the build has source maps
//     (`VENEER_SOURCE_MAPS=1 next build`): a sample is charged to the innermost frame that is our code
//     (app/, components/, lib/), else to the package it is in, so a component's figure is its render, its
//     effects and what they call, and React's own reconciliation stays under react-dom.
// Figures, not a test. Usage: node profile.mjs [--chunks DIR] URL…
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { SourceMap } from 'node:module';
import puppeteer from 'puppeteer-core';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const [, value] = args.splice(at, 2);
  return value;
};
const CPU_SLOWDOWN = Number(option('--cpu', '4'));
/** Print React's phases one by one (those over this many ms), not only their totals. */
const PHASES_OVER_MS = Number(option('--phases-over', 'Infinity'));
/** Tasks longer than this are listed (50 ms is a long task; at --cpu 1, 12.5 ms is one under Lighthouse's 4×). */
const LONG_TASK_MS = Number(option('--long', '50'));
/** The page's language (the `lang` cookie the language switch sets); the brand's default without it. */
const LANG = option('--lang', '');
let chunksDir = path.resolve(import.meta.dirname, '../../next-app/.next/static/chunks');
if (args[0] === '--chunks') {
  chunksDir = path.resolve(args[1]);
  args.splice(0, 2);
}
const SETTLE_MS = 4000;

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

const maps = new Map();
/** The source map of a chunk URL (`/_next/static/chunks/x.js`), or null. */
function mapOf(url) {
  if (!maps.has(url)) {
    // The map's name is in the chunk's last line (Turbopack hashes it apart from the chunk's own name).
    const chunk = path.join(chunksDir, path.basename(new URL(url, 'http://x').pathname));
    const name = existsSync(chunk) ? readFileSync(chunk, 'utf8').match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1] : undefined;
    const file = name ? path.join(chunksDir, name) : '';
    maps.set(url, name && existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null);
  }
  return maps.get(url);
}

/** A frame's place in our sources: "components/home/GameRow.tsx", "react-dom", or null when unknown. */
function sourceOf(frame) {
  if (!frame.url) return null;
  if (!frame.url.includes('/_next/static/')) return new URL(frame.url).pathname === '/' ? 'inline scripts (the page)' : null;
  const map = mapOf(frame.url);
  if (!map) return null;
  const entry = map.findEntry(frame.lineNumber, frame.columnNumber);
  const file = entry?.originalSource;
  if (!file) return null;
  // React DOM and the router come inside Next's package: name them apart.
  const compiled = file.match(/node_modules\/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return compiled[1];
  const pkg = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = file.match(/(?:^|\/)((?:app|components|lib|i18n)\/.*)$/);
  return own ? own[1] : file;
}
const isOurs = (source) => source !== null && /^(app|components|lib|i18n)\//.test(source);

async function profile(url) {
  const page = await browser.newPage();
  await page.emulate({ viewport: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, userAgent: await browser.userAgent() });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (LANG) await page.setCookie({ name: 'lang', value: LANG, url });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const { profile: cpu } = await cdp.send('Profiler.stop');
  const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
  await page.close();
  return { cpu, trace };
}

/** The kinds of work a long task is broken down into. */
const WORK = new Set(['ParseHTML', 'EvaluateScript', 'FunctionCall', 'Layout', 'UpdateLayoutTree', 'Paint', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'ParseAuthorStyleSheet', 'FireAnimationFrame', 'v8.compile']);

function longTasks(trace) {
  const events = trace.traceEvents;
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name' && e.args.name === 'CrRendererMain') threads.set(`${e.pid}:${e.tid}`, 0);
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (threads.has(key)) threads.set(key, threads.get(key) + 1);
  }
  const main = [...threads.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const tasks = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.name === 'RunTask');
  const t0 = Math.min(...tasks.map((e) => e.ts));
  const inside = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur > 2_000 && e.name !== 'RunTask');
  const long = tasks
    .filter((e) => e.dur > LONG_TASK_MS * 1000)
    .map((e) => {
      // What the task spent its time on: the biggest pieces of work inside it.
      const parts = inside
        .filter((x) => x.ts >= e.ts && x.ts + x.dur <= e.ts + e.dur && x !== e)
        .sort((a, b) => b.dur - a.dur)
        .slice(0, 3)
        .map((x) => `${x.name} ${Math.round(x.dur / 1000)}${x.args?.data?.url ? ` ${x.args.data.url.split('/').pop()}` : ''}`);
      return { at: (e.ts - t0) / 1000, ms: e.dur / 1000, parts, start: e.ts, end: e.ts + e.dur };
    });
  return { long, blocking: long.reduce((s, t) => s + Math.max(0, t.ms - 50), 0) };
}

function reactPhases(trace) {
  const totals = new Map();
  const each = [];
  for (const e of trace.traceEvents) {
    const d = e.name === 'TimeStamp' ? e.args?.data : null;
    if (!d || d.trackGroup !== 'Scheduler ⚛' || d.name.endsWith(' Track')) continue;
    const ms = (Number(d.end) - Number(d.start)) / 1000;
    totals.set(d.name, (totals.get(d.name) ?? 0) + ms);
    each.push({ start: Number(d.start) / 1000, ms, name: `${d.track}: ${d.name}` });
  }
  const t0 = Math.min(...each.map((p) => p.start));
  return { totals, each: each.sort((a, b) => a.start - b.start).map((p) => ({ ...p, at: p.start - t0 })) };
}

/** Self time inside the long tasks, by function and file: what makes them long. */
function inLongTasks(cpu, long) {
  const nodes = new Map(cpu.nodes.map((n) => [n.id, n]));
  const totals = new Map();
  let ts = cpu.startTime;
  cpu.samples.forEach((id, i) => {
    ts += cpu.timeDeltas[i] ?? 0;
    if (!long.some((t) => ts >= t.start && ts <= t.end)) return;
    const frame = nodes.get(id).callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${sourceOf(frame) ?? frame.url.split('/').pop()}`;
    totals.set(key, (totals.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  return [...totals.entries()].sort((a, b) => b[1] - a[1]);
}

function bySource(cpu) {
  const nodes = new Map(cpu.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of cpu.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const charged = new Map();
  const cache = new Map();
  const chargeOf = (id) => {
    if (cache.has(id)) return cache.get(id);
    let first = null;
    let own = null;
    for (let at = id; at !== undefined && own === null; at = parent.get(at)) {
      const source = sourceOf(nodes.get(at).callFrame);
      if (first === null && source !== null) first = source;
      if (isOurs(source)) own = source;
    }
    const name = nodes.get(id).callFrame.functionName;
    const result = own ?? first ?? (['(garbage collector)', '(program)', '(idle)'].includes(name) ? name : '(other)');
    cache.set(id, result);
    return result;
  };
  cpu.samples.forEach((id, i) => {
    const key = chargeOf(id);
    charged.set(key, (charged.get(key) ?? 0) + (cpu.timeDeltas[i] ?? 0) / 1000);
  });
  charged.delete('(idle)');
  return [...charged.entries()].sort((a, b) => b[1] - a[1]);
}

try {
  for (const url of args) {
    const { cpu, trace } = await profile(url);
    const { long, blocking } = longTasks(trace);
    console.log(`\n## ${url} (CPU ${CPU_SLOWDOWN}× slower, measured, not simulated)`);
    console.log(`tasks over ${LONG_TASK_MS} ms: ${long.length}, blocking time (over 50 ms) ${Math.round(blocking)} ms`);
    for (const t of long) console.log(`  ${String(Math.round(t.at)).padStart(6)} ms  ${String(Math.round(t.ms)).padStart(5)} ms  ${t.parts.join(', ')}`);
    const phases = reactPhases(trace);
    if (phases.totals.size > 0) {
      console.log(`React (profiling build): ${[...phases.totals.entries()].filter(([, ms]) => ms >= 1).map(([n, ms]) => `${n} ${Math.round(ms)} ms`).join(', ')}`);
      for (const p of phases.each.filter((p) => p.ms > PHASES_OVER_MS)) console.log(`  ${String(Math.round(p.at)).padStart(6)} ms  ${String(Math.round(p.ms)).padStart(5)} ms  ${p.name}`);
    }
    const hot = inLongTasks(cpu, long).slice(0, 25);
    if (hot.length > 0) {
      console.log('inside those tasks, by function (self time):');
      for (const [name, ms] of hot) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${name}`);
    }
    const sources = bySource(cpu);
    const total = sources.reduce((s, [, ms]) => s + ms, 0);
    console.log(`main-thread CPU by source (${Math.round(total)} ms busy):`);
    for (const [source, ms] of sources.filter(([, ms]) => ms >= 5)) console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${source}`);
  }
} finally {
  await browser.close();
}
