/** How the people CLI prints: aligned tables for people, JSON for scripts. */

/* eslint-disable no-control-regex -- matching control characters is the point */
/** Escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL/ST`, two-character ones): dropped whole. */
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)?|[@-Z\\-_])/g;
/** Other C0 and C1 controls but tab and newline, DEL, and the bidirectional overrides and isolates. */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;
/* eslint-enable no-control-regex */

/**
 * Text from the server made safe for a terminal (issue #27): a title, comment or log line could
 * otherwise clear the screen, retitle the window, hide what follows or reverse its direction. JSON
 * output needs none of this (JSON escapes control characters).
 */
export function terminalText(text: string): string {
  return text.replace(ESCAPE_SEQUENCE, '').replace(CONTROL_CHARACTER, '');
}

/** Writes text for a person to read, without terminal control characters. */
export function printText(text: string): void {
  process.stdout.write(terminalText(text));
}

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
  const clean = (cell: string) => terminalText(cell.replace(/\s+/g, ' ')).trim();
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
  return fields
    .map(([label, value]) => `${`${label}:`.padEnd(labelWidth + 2)}${terminalText(value)}`)
    .join('\n');
}

export { htmlToText as textOf } from '../../client/tasks.js';

/** Minutes as `1h 30m`. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
