import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/**
 * A stacked bar chart over weeks, drawn as SVG (recharts: attributes and element styles only, nothing
 * inline, nothing fetched, so it passes the page's Content-Security-Policy). The picture is hidden from
 * screen readers; the same numbers follow in a table they read instead. Callers describe their data
 * through this small interface only, so the drawing library stays a detail of this file.
 */
export interface WeeklyChartSeries {
  key: string;
  label: string;
  /** A colour with enough contrast on the page's background. */
  color: string;
}

export interface WeeklyChartPoint {
  /** The week's Monday, YYYY-MM-DD. */
  week: string;
  values: Record<string, number>;
}

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function WeeklyChart({
  title,
  series,
  points,
  format = String,
}: {
  title: string;
  series: WeeklyChartSeries[];
  points: WeeklyChartPoint[];
  format?: (value: number) => string;
}) {
  const captionId = useId();
  const rows = points.map((point) => ({ week: shortDay(point.week), ...point.values }));
  return (
    <figure className="weekly-chart" aria-labelledby={captionId}>
      <figcaption id={captionId} className="weekly-chart-title">
        {title}
      </figcaption>
      <div className="weekly-chart-plot" aria-hidden="true">
        <ResponsiveContainer width="100%" height={220}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tickLine={false} />
            <YAxis allowDecimals={false} width={48} tickFormatter={(value: number) => format(value)} />
            <Tooltip formatter={(value) => format(Number(value))} />
            <Legend />
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stackId="week"
                fill={s.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* In a box: a table will not shrink to the 1 px the hiding asks for, and would widen the page. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.week}>
                <th scope="row">{point.week}</th>
                {series.map((s) => (
                  <td key={s.key}>{format(point.values[s.key] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
