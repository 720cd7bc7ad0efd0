import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Card } from '../ui/card';
import { Skeleton } from '../ui/skeleton';
import type { ChartData } from './chart-types';

/** recharts (about 100 KB) is fetched with the first chart a screen shows, never before (docs/insight.md §3). */
const DrawnChart = lazy(() => import('./drawn-chart'));

export type ChartCardProps<Row> = ChartData<Row> & {
  /** The chart's heading; also the caption of its table. */
  title: string;
  /** The first column's heading in the table ('Month', 'Unit', 'Vehicle'). */
  categoryLabel: string;
  /** Shown instead of the chart when `data` is empty. */
  emptyText?: string;
  actions?: ReactNode;
  className?: string;
};

/** Pixels per category of horizontal bars, and for the axis and legend below them. */
const ROW_HEIGHT = 36;
const AXIS_AND_LEGEND_HEIGHT = 64;

/** A horizontal bar chart's height: at least the card's usual 240 px, more for many names. */
export function horizontalHeight(rows: number): number {
  return Math.max(240, rows * ROW_HEIGHT + AXIS_AND_LEGEND_HEIGHT);
}

/**
 * A chart with its numbers as a table (docs/insight.md §3). The drawing is hidden from screen readers;
 * the table is read to them, and anyone may show it with 'Show numbers' (on a phone, exact figures
 * read better than bar heights).
 */
export function ChartCard<Row>({
  title,
  categoryLabel,
  emptyText = 'Nothing to show for this period.',
  actions,
  className,
  ...chart
}: ChartCardProps<Row>) {
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const format = chart.format ?? ((value: number) => value.toLocaleString('en-GH'));
  const empty = chart.data.length === 0;
  return (
    <Card
      title={title}
      className={className}
      actions={
        <>
          {actions}
          {empty ? null : (
            <button
              type="button"
              className="min-h-10 rounded-md px-2 py-1 text-sm font-medium text-blue-700 hover:bg-blue-50"
              aria-controls={tableId}
              aria-expanded={showTable}
              onClick={() => setShowTable((shown) => !shown)}
            >
              {showTable ? 'Hide numbers' : 'Show numbers'}
            </button>
          )}
        </>
      }
    >
      {empty ? (
        <p className="py-8 text-center text-sm text-gray-600">{emptyText}</p>
      ) : (
        <>
          <div
            aria-hidden="true"
            className="h-60 w-full min-w-0 sm:h-72"
            // Horizontal bars get room for each name and its two bars; the others keep the card's height.
            style={chart.kind === 'horizontal' ? { height: horizontalHeight(chart.data.length) } : undefined}
          >
            <Suspense fallback={<Skeleton className="h-full w-full" />}>
              <DrawnChart {...(chart as unknown as ChartData<Record<string, unknown>>)} format={format} />
            </Suspense>
          </div>
          <div id={tableId} className={showTable ? 'mt-3 overflow-x-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-gray-200 text-gray-600">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    {categoryLabel}
                  </th>
                  {chart.series.map((series) => (
                    <th key={series.key} scope="col" className="py-1 pl-2 text-right font-medium">
                      {series.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.data.map((row) => {
                  const category = String(row[chart.categoryKey]);
                  return (
                    <tr key={category} className="border-b border-gray-100 last:border-0">
                      <th scope="row" className="py-1 pr-2 font-normal text-gray-900">
                        {category}
                      </th>
                      {chart.series.map((series) => (
                        <td key={series.key} className="py-1 pl-2 text-right tabular-nums text-gray-900">
                          {format(Number(row[series.key]))}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
