import type { CommandResult } from './command.js';

/**
 * What COMMAND reports, read from its last non-empty stdout line when that line is a JSON object:
 * `summary`, `error`, `usage`, `changed_paths`, `deliveries`, `session_id`, `post_summary`. Fields of the
 * wrong type are dropped rather than sent; anything else on the line is ignored.
 */
export interface CommandReport {
  summary?: string;
  error?: string;
  usage?: Record<string, number | null | undefined>;
  changed_paths?: string[];
  deliveries?: Record<string, unknown>[];
  session_id?: string;
  post_summary?: boolean;
}

const USAGE_FIELDS = ['input_tokens', 'output_tokens', 'cached_tokens', 'cache_write_tokens', 'cost_usd'];

export function parseReport(lastLine: string | null): CommandReport {
  if (!lastLine) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(lastLine);
  } catch {
    return {};
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  const line = parsed as Record<string, unknown>;
  const report: CommandReport = {};
  if (typeof line.summary === 'string') report.summary = line.summary;
  if (typeof line.error === 'string') report.error = line.error;
  if (typeof line.session_id === 'string') report.session_id = line.session_id;
  if (typeof line.post_summary === 'boolean') report.post_summary = line.post_summary;
  if (Array.isArray(line.changed_paths)) {
    report.changed_paths = line.changed_paths.filter((p): p is string => typeof p === 'string' && p !== '');
  }
  if (Array.isArray(line.deliveries)) {
    report.deliveries = line.deliveries.filter(
      (d): d is Record<string, unknown> => d !== null && typeof d === 'object' && !Array.isArray(d),
    );
  }
  if (line.usage !== null && typeof line.usage === 'object' && !Array.isArray(line.usage)) {
    const usage: Record<string, number | null> = {};
    for (const field of USAGE_FIELDS) {
      const value = (line.usage as Record<string, unknown>)[field];
      if (typeof value === 'number' && Number.isFinite(value) && value >= 0) {
        usage[field] = field === 'cost_usd' ? value : Math.round(value);
      }
    }
    if (Object.keys(usage).length > 0) report.usage = usage;
  }
  return report;
}

/** Exit status 0 completes the run; anything else fails it, with the reported error or the exit status. */
export function outcomeOf(
  result: Pick<CommandResult, 'exitCode' | 'signal' | 'lastLine'>,
  report: CommandReport,
): { outcome: 'complete' | 'fail'; error?: string } {
  if (result.exitCode === 0) return { outcome: 'complete' };
  const how = result.signal
    ? `was stopped by ${result.signal}`
    : `exited with status ${result.exitCode ?? 'unknown'}`;
  return { outcome: 'fail', error: report.error ?? `COMMAND ${how}.` };
}
