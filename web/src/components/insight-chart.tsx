import { useId } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * One chart of the Insights page, drawn as SVG by recharts (attributes and element styles only, nothing
 * inline, nothing fetched: the page's Content-Security-Policy holds), as web/src/components/weekly-chart.tsx.
 * Series are bars (stacked when `stacked`) or lines; the picture is hidden from screen readers and the
 * same numbers follow in a real table with a caption, which they read instead. Colours are chosen to
 * keep 3:1 against both the light and the dark background.
 */
export interface InsightSeries {
  key: string;
  label: string;
  color: string;
  /** Drawn as a line (a running total, a budget) instead of a bar. */
  line?: boolean;
  dashed?: boolean;
}

export interface InsightPoint {
  /** The point's label on the axis and the first column of the table (a day, a week, a name). */
  label: string;
  values: Record<string, number>;
}

interface ChartProps {
  title: string;
  /** The first column's heading in the table (Day, Week of, Person…). */
  axis: string;
  series: InsightSeries[];
  points: InsightPoint[];
  format?: (value: number) => string;
  stacked?: boolean;
  height?: number;
}

/** Steady series colours, readable on the light and the dark page. */
export const INSIGHT_COLORS = [
  '#2f6fd1',
  '#1f8a4c',
  '#c25e00',
  '#8e4fc4',
  '#c23a6b',
  '#0f8a8a',
  '#7a7f87',
  '#a07800',
];

function Plot({ series, points, format = String, stacked = false, height = 220 }: ChartProps) {
  const rows = points.map((point) => ({ label: point.label, ...point.values }));
  return (
    <div className="weekly-chart-plot" aria-hidden="true">
      <ResponsiveContainer width="100%" height={height}>
        <ComposedChart
          data={rows}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tickLine={false} minTickGap={8} />
          <YAxis width={48} tickFormatter={(value: number) => format(value)} />
          <Tooltip formatter={(value) => format(Number(value))} />
          <Legend />
          {series.map((s) =>
            s.line ? (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                strokeDasharray={s.dashed ? '6 4' : undefined}
                dot={false}
                type="stepAfter"
                isAnimationActive={false}
              />
            ) : (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stackId={stacked ? 'stack' : undefined}
                fill={s.color}
                isAnimationActive={false}
              />
            ),
          )}
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}

function NumbersTable({ title, axis, series, points, format = String }: ChartProps) {
  return (
    /* In a box: a table will not shrink to the 1 px the hiding asks for, and would widen the page. */
    <div className="visually-hidden">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{axis}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.label}>
              <th scope="row">{point.label}</th>
              {series.map((s) => (
                <td key={s.key}>{format(point.values[s.key] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function InsightChart(props: ChartProps) {
  const captionId = useId();
  return (
    <figure className="weekly-chart insight-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="weekly-chart-title">
        {props.title}
      </figcaption>
      <Plot {...props} />
      <NumbersTable {...props} />
    </figure>
  );
}
