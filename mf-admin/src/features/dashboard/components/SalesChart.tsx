// Sales by month as a small SVG bar chart (no chart library: the bundle budget). Readable without sight: the
// image's label sums it up, and the same figures are in a table that is visually hidden but read by screen
// readers.
import type { MonthlySales } from '@usedcars/contract/types';
import { formatDollars, formatMonthYear } from '@usedcars/shared-ui/format';
import type { CSSProperties } from 'react';

const WIDTH = 600;
const HEIGHT = 220;
const LABEL_SPACE = 24;
/** Room above the tallest bar for its value. */
const TOP_SPACE = 20;
/** Room left of the bars for the axis' values. */
const AXIS_SPACE = 48;
const BAR_GAP = 8;
const AXIS_STEPS = 4;

/** '$31K', '$1.5M': short enough to sit above a bar or beside the axis. */
const compactDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** The axis' top: the smallest 1, 2, 2.5 or 5 times a power of ten at or above the highest month. */
export function axisTop(max: number): number {
  if (max <= 0) return AXIS_STEPS;
  const power = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= max) ?? 10;
  return step * power;
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** 'Jun 2021' → 'Jun': the axis labels; the table and the summary keep the year. */
function shortMonth(month: string): string {
  return formatMonthYear(month).split(' ')[0] ?? month;
}

export function salesSummary(months: MonthlySales[]): string {
  if (months.length === 0) return 'Sales by month: no months to show.';
  const total = months.reduce((sum, month) => sum + month.amount, 0);
  const best = months.reduce((top, month) => (month.amount > top.amount ? month : top), months[0]!);
  const range = `${formatMonthYear(months[0]!.month)} to ${formatMonthYear(months[months.length - 1]!.month)}`;
  const highest =
    best.amount > 0 ? `; highest ${formatMonthYear(best.month)} with ${formatDollars(best.amount)}` : '';
  return `Sales by month, ${range}: ${formatDollars(total)} in total${highest}.`;
}

export function SalesChart({ months }: { months: MonthlySales[] }) {
  const summary = salesSummary(months);
  const max = axisTop(Math.max(0, ...months.map((month) => month.amount)));
  const slot = (WIDTH - AXIS_SPACE) / Math.max(1, months.length);
  const plotHeight = HEIGHT - LABEL_SPACE - TOP_SPACE;
  const baseline = HEIGHT - LABEL_SPACE;
  const ticks = Array.from({ length: AXIS_STEPS + 1 }, (_, step) => (max / AXIS_STEPS) * step);

  return (
    <figure style={{ margin: 0, position: 'relative' }}>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title>{summary}</title>
        {ticks.map((tick) => {
          const y = baseline - (tick / max) * plotHeight;
          return (
            <g key={tick} data-testid="sales-axis-tick">
              <line
                x1={AXIS_SPACE}
                x2={WIDTH}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.3 : 0.1}
              />
              <text x={AXIS_SPACE - 6} y={y + 4} textAnchor="end" fontSize={11} fill="currentColor">
                {compactDollars.format(tick)}
              </text>
            </g>
          );
        })}
        {months.map((month, index) => {
          const height = Math.round((month.amount / max) * plotHeight);
          const x = AXIS_SPACE + index * slot + BAR_GAP / 2;
          return (
            <g key={month.month}>
              <rect
                x={x}
                y={HEIGHT - LABEL_SPACE - height}
                width={slot - BAR_GAP}
                height={height}
                rx={2}
                fill="#1677ff"
              >
                <title>{`${formatMonthYear(month.month)}: ${formatDollars(month.amount)}`}</title>
              </rect>
              {month.amount > 0 ? (
                <text
                  x={x + (slot - BAR_GAP) / 2}
                  y={baseline - height - 4}
                  textAnchor="middle"
                  fontSize={10}
                  fill="currentColor"
                >
                  {compactDollars.format(month.amount)}
                </text>
              ) : null}
              <text
                x={x + (slot - BAR_GAP) / 2}
                y={HEIGHT - 6}
                textAnchor="middle"
                fontSize={12}
                fill="currentColor"
              >
                {shortMonth(month.month)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The summary for sighted readers too; screen readers have it from the image. */}
      <figcaption aria-hidden style={{ marginTop: 8, opacity: 0.65 }}>
        {summary}
      </figcaption>
      <table style={visuallyHidden}>
        <caption>Sales by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Sales</th>
            <th scope="col">Paid orders</th>
          </tr>
        </thead>
        <tbody>
          {months.map((month) => (
            <tr key={month.month}>
              <th scope="row">{formatMonthYear(month.month)}</th>
              <td>{formatDollars(month.amount)}</td>
              <td>{month.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
