// Sales by month as a small SVG bar chart (no chart library: the bundle budget). Readable without sight: the
// image's label sums it up, and the same figures are in a table that is visually hidden but read by screen
// readers.
import type { MonthlySales } from '@usedcars/shared-ui/api/types';
import { formatDollars, formatMonthYear } from '@usedcars/shared-ui/format';
import type { CSSProperties } from 'react';

const WIDTH = 600;
const HEIGHT = 200;
const LABEL_SPACE = 24;
const TOP_SPACE = 8;
const BAR_GAP = 8;

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
  const max = Math.max(1, ...months.map((month) => month.amount));
  const slot = WIDTH / Math.max(1, months.length);
  const plotHeight = HEIGHT - LABEL_SPACE - TOP_SPACE;

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
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT - LABEL_SPACE}
          y2={HEIGHT - LABEL_SPACE}
          stroke="currentColor"
          strokeOpacity={0.3}
        />
        {months.map((month, index) => {
          const height = Math.round((month.amount / max) * plotHeight);
          const x = index * slot + BAR_GAP / 2;
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
      {/* The summary for sighted readers too (the bars carry no axis); screen readers have it from the image. */}
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
