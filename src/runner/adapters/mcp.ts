/**
 * The agent's `mcp_config` as a map of MCP servers, whichever of the usual forms it takes: Claude Code's
 * file form `{"mcpServers": {name: server}}`, Codex's `{"mcp_servers": {...}}`, or the bare map. Only
 * entries that define a server (a `command` or a `url`) are kept, so a stray key never reaches the tool
 * as a broken server.
 */
export function mcpServersOf(config: unknown): Record<string, Record<string, unknown>> {
  const object = asObject(config);
  if (!object) return {};
  const map = asObject(object.mcpServers) ?? asObject(object.mcp_servers) ?? object;
  const servers: Record<string, Record<string, unknown>> = {};
  for (const [name, value] of Object.entries(map)) {
    const server = asObject(value);
    if (server && (typeof server.command === 'string' || typeof server.url === 'string')) {
      servers[name] = server;
    }
  }
  return servers;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}
