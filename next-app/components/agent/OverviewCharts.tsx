'use client';

import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { useFormatter, useTranslations } from 'next-intl';
import { useDirection } from '@/components/ui/settings';
import { overviewCharts, type BarTone, type ChartBar } from '@/lib/agent/overview';
import type { TeamOverview } from '@/lib/bff/calls/agent';
import { formatMoney } from '@/lib/format/money';
import { useBalance } from '@/lib/hooks/use-member';
import styles from './TeamOverview.module.css';

// uPlot (about 22 KB gzip) comes in this chunk, fetched with the team overview's figures.

/** The theme token of each tone of bar. */
const TONE_TOKEN: Record<BarTone, string> = {
  in: '--ui-success',
  out: '--danger',
  bet: '--brand-primary',
  gain: '--ui-success',
  loss: '--danger',
};

/**
 * A token's colour as the canvas can take it: the browser resolves `var()` and `color-mix()` on a probe, so the
 * chart draws what the page's CSS would.
 */
function tokenColour(probe: HTMLElement, token: string): string {
  probe.style.color = `var(${token})`;
  return getComputedStyle(probe).color;
}

/** The team overview's charts (the same figures as the text above them, for the eye). */
export function OverviewCharts({ overview }: { overview: TeamOverview }) {
  const t = useTranslations('agent.overview');
  return (
    <div className={styles.charts}>
      <p className={styles.chartNote}>{t('chart_note')}</p>
      {overviewCharts(overview).map((chart) => (
        <BarChart key={chart.key} title={t(chart.key)} bars={chart.bars} testId={`agent-overview-${chart.key}`} />
      ))}
    </div>
  );
}

function BarChart({ title, bars, testId }: { title: string; bars: ChartBar[]; testId: string }) {
  const t = useTranslations('agent.overview');
  const format = useFormatter();
  const balance = useBalance();
  const rtl = useDirection() === 'rtl';
  const box = useRef<HTMLDivElement>(null);
  const probe = useRef<HTMLSpanElement>(null);
  const money = (n: number) => formatMoney(n, balance.data?.currencySymbol, balance.data?.currency);
  const labels = bars.map((b) => t(b.field));
  const summary = `${title}: ${bars.map((b, i) => `${labels[i]} ${money(b.value)}`).join(', ')}`;
  const signature = JSON.stringify([bars, labels, rtl]);
  const height = bars.length * 40 + 40;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for everything drawn (bars, their labels, the direction), by value
  useEffect(() => {
    const el = box.current;
    const p = probe.current;
    if (!el || !p) return;
    let chart: uPlot | null = null;
    const draw = () => {
      chart?.destroy();
      const text = tokenColour(p, '--brand-text');
      const font = `12px ${getComputedStyle(el).fontFamily}`;
      const colours = bars.map((b) => tokenColour(p, TONE_TOKEN[b.tone]));
      const values = bars.map((b) => b.value);
      const low = Math.min(0, ...values);
      const high = Math.max(0, ...values);
      const spare = (high - low) * 0.08 || 1;
      chart = new uPlot(
        {
          width: el.clientWidth,
          height,
          legend: { show: false },
          cursor: { show: false },
          scales: {
            // The categories run down the side (x turned vertical), the amounts along the bottom.
            x: { time: false, ori: 1, dir: -1, range: [-0.5, bars.length - 0.5] },
            y: { ori: 0, dir: rtl ? -1 : 1, range: [low < 0 ? low - spare : 0, high + spare] },
          },
          axes: [
            {
              scale: 'x',
              side: rtl ? 1 : 3,
              font,
              stroke: text,
              grid: { show: false },
              ticks: { show: false },
              splits: () => bars.map((_, i) => i),
              values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
              size: () => Math.ceil(Math.max(...labels.map((l) => textWidth(l, font)))) + 16,
            },
            {
              scale: 'y',
              side: 2,
              font,
              stroke: text,
              grid: { stroke: tokenColour(p, '--ui-line'), width: 1 },
              ticks: { show: false },
              values: (_u, splits) => splits.map((v) => format.number(v, { notation: 'compact' })),
            },
          ],
          series: [
            {},
            {
              scale: 'y',
              fill: colours[0],
              // No outline: the bars are filled only, each in its own tone (unit 3: the facet's values are colours).
              width: 0,
              points: { show: false },
              paths: uPlot.paths.bars!({ size: [0.6, 28], radius: 0.15, disp: { fill: { unit: 3, values: () => colours } } }),
            },
          ],
        },
        [bars.map((_, i) => i), values],
        el,
      );
    };
    draw();
    const resize = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    // The theme toggle swaps <html data-theme>: the chart is drawn again in the new theme's colours.
    const theme = new MutationObserver(draw);
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart?.destroy();
    };
  }, [signature]);

  return (
    <figure className={styles.chart} data-testid={testId}>
      <figcaption className={styles.chartTitle}>{title}</figcaption>
      {/* What the bars say, for those who do not see them. */}
      <div ref={box} className={styles.canvasBox} style={{ blockSize: `${height}px` }} role="img" aria-label={summary} data-testid={`${testId}-image`} />
      <span ref={probe} hidden />
    </figure>
  );
}

let measure: CanvasRenderingContext2D | null = null;

/** A label's width in CSS pixels in `font` (the axis must make room for the longest). */
function textWidth(text: string, font: string): number {
  measure ??= document.createElement('canvas').getContext('2d');
  if (!measure) return text.length * 7;
  measure.font = font;
  return measure.measureText(text).width;
}
