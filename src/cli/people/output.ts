/** How the people CLI prints: aligned tables for people, JSON for scripts. */

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/** The terminal's width; unlimited when the output goes to a file or pipe (unless COLUMNS says). */
export function outputWidth(): number {
  if (process.stdout.isTTY && process.stdout.columns) return process.stdout.columns;
  const columns = Number(process.env.COLUMNS);
  return Number.isInteger(columns) && columns > 0 ? columns : Number.POSITIVE_INFINITY;
}

export function truncate(text: string, width: number): string {
  if (text.length <= width) return text;
  return width <= 1 ? text.slice(0, width) : `${text.slice(0, width - 1)}…`;
}

/**
 * Columns aligned, separated by two spaces, each line at most `width` characters: the last column (a
 * title) gives way first, then the others are cut from the right.
 */
export function formatTable(headers: string[], rows: string[][], width = outputWidth()): string {
  const clean = (cell: string) => cell.replace(/\s+/g, ' ').trim();
  const all = [headers, ...rows.map((row) => row.map(clean))];
  const widths = headers.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const fixed = widths.slice(0, -1).reduce((sum, columnWidth) => sum + columnWidth + 2, 0);
  widths[widths.length - 1] = Math.max(1, Math.min(widths.at(-1)!, width - fixed));
  return all
    .map((row) =>
      truncate(
        row
          .map((cell, column) =>
            truncate(cell ?? '', widths[column]!).padEnd(column === row.length - 1 ? 0 : widths[column]!),
          )
          .join('  ')
          .trimEnd(),
        width,
      ),
    )
    .join('\n');
}

/** `label: value` lines, labels aligned. */
export function formatFields(fields: [string, string][]): string {
  const labelWidth = Math.max(...fields.map(([label]) => label.length));
  return fields.map(([label, value]) => `${`${label}:`.padEnd(labelWidth + 2)}${value}`).join('\n');
}

export { htmlToText as textOf } from '../../client/tasks.js';

/** Minutes as `1h 30m`. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
