/**
 * Reading the agent settings stored as JSON text (custom_env, custom_args, mcp_config, acceptance
 * criteria). Kept apart so that agent-config.ts, run-context.ts and run-logs.ts can share it
 * without importing one another.
 */

export function parseStoredJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Only string values survive: they become environment variables. */
export function agentEnvironment(text: string | null): Record<string, string> {
  const parsed = parseStoredJson(text);
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed as Record<string, unknown>)
      .filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
      .map(([key, value]) => [key, String(value)]),
  );
}

export function agentArguments(text: string | null): string[] {
  const parsed = parseStoredJson(text);
  return Array.isArray(parsed) ? parsed.map(String) : [];
}
