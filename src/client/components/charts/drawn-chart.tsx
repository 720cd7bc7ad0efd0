import { useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { type ChartData, shortCategory } from './chart-types';

/** Axis ticks stay short at 360 px: 12,500 → 12.5k, 1,250,000 → 1.3M. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat('en-GH', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** Horizontal bars' name axis: about a third of the chart, never under 96 px or over 200 px. */
function categoryAxisWidth(chartWidth: number): number {
  return Math.round(Math.min(200, Math.max(96, chartWidth * 0.34)));
}

/** Characters of a 12 px name that fit the axis beside its tick. */
const charsFitting = (axisWidth: number) => Math.floor((axisWidth - 10) / 6.6);

/**
 * A name on one line (recharts would wrap it at its spaces onto its neighbours' lines), shortened
 * to fit, whole in a tooltip of its own.
 */
function CategoryTick({
  x,
  y,
  payload,
  chars,
}: {
  x?: number;
  y?: number;
  payload?: { value: unknown };
  chars: number;
}) {
  const name = String(payload?.value ?? '');
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fontSize={12} fill="#4b5563">
      <title>{name}</title>
      {shortCategory(name, chars)}
    </text>
  );
}

/** The drawing itself, loaded with the first chart a screen shows (chart-card.tsx). */
type Row = Record<string, unknown>;

/** The size drawn before the container is measured: a phone's width, the card's height. */
const FIRST_SIZE = { width: 320, height: 240 };

export default function DrawnChart({
  data,
  categoryKey,
  series,
  format = String,
  kind = 'bar',
  sliceColors,
}: ChartData<Row>) {
  const tooltipValue = (value: unknown) => format(Number(value));
  const [chartWidth, setChartWidth] = useState(FIRST_SIZE.width);
  if (kind === 'pie') {
    const [only] = series;
    const slices = only
      ? data.map((row) => ({ name: String(row[categoryKey]), value: Number(row[only.key]) }))
      : [];
    return (
      <ResponsiveContainer width="100%" height="100%" initialDimension={FIRST_SIZE}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={slices}
            dataKey="value"
            nameKey="name"
            innerRadius="45%"
            outerRadius="80%"
            // Not a tab stop inside the drawing hidden from screen readers (recharts makes a pie one).
            rootTabIndex={-1}
            isAnimationActive={false}
          >
            {slices.map((slice, index) => (
              <Cell key={slice.name} fill={sliceColors?.[index] ?? series[index % series.length]?.color} />
            ))}
          </Pie>
          <Tooltip formatter={tooltipValue} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    );
  }
  const horizontal = kind === 'horizontal';
  const axisWidth = categoryAxisWidth(chartWidth);
  return (
    <ResponsiveContainer
      width="100%"
      height="100%"
      initialDimension={FIRST_SIZE}
      onResize={(width) => setChartWidth(width)}
    >
      {/* Hidden from screen readers (its table reads the numbers): recharts' keyboard layer would put
          a focusable element inside the aria-hidden box (axe: aria-hidden-focus). */}
      <BarChart
        accessibilityLayer={false}
        data={data as Row[]}
        layout={horizontal ? 'vertical' : 'horizontal'}
        margin={{ top: 4, right: 8, bottom: 4, left: 0 }}
      >
        <CartesianGrid strokeDasharray="3 3" vertical={horizontal} horizontal={!horizontal} />
        {horizontal ? (
          <>
            <XAxis type="number" tickFormatter={compactNumber} fontSize={12} />
            <YAxis
              type="category"
              dataKey={categoryKey}
              width={axisWidth}
              interval={0}
              tick={<CategoryTick chars={charsFitting(axisWidth)} />}
            />
          </>
        ) : (
          <>
            <XAxis dataKey={categoryKey} fontSize={12} interval="preserveStartEnd" />
            <YAxis tickFormatter={compactNumber} width={44} fontSize={12} />
          </>
        )}
        <Tooltip formatter={tooltipValue} />
        <Legend />
        {series.map((one) => (
          <Bar key={one.key} dataKey={one.key} name={one.label} fill={one.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
