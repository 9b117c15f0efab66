import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { checkWorkspace, createTandemClient, TandemApiError, type TandemClient } from '../client/index.js';
import { EXIT, failureOf } from '../client/exit.js';
import { requireConnection } from '../client/connection.js';
import { packageVersion } from '../version.js';
import { inputValidator, ToolInputError } from './input-validation.js';
import { TOOLS } from './tools.js';

const VERSION = packageVersion();

const INSTRUCTIONS =
  'Tandem is the work tracker of this team. Issues are named like ACME-12. Use find_issues to look for work, read_issue before changing one, update_issue to move its status, comment_on_issue to report, log_time for hours.';

/**
 * A tool's failure as the model sees it: the API's message, and what each field expects on a 422 or when
 * the arguments do not fit the tool's input schema.
 */
function toolError(error: unknown) {
  const fieldErrors =
    error instanceof TandemApiError || error instanceof ToolInputError ? error.errors : undefined;
  const text =
    fieldErrors && Object.keys(fieldErrors).length
      ? `${(error as Error).message} ${JSON.stringify(fieldErrors)}`
      : failureOf(error).message;
  return { isError: true, content: [{ type: 'text' as const, text }] };
}

/** The MCP server over one typed client; transports are the caller's. */
export function createMcpServer(client: TandemClient): Server {
  const checked = new Map(
    TOOLS.map((tool) => [tool.name, { tool, check: inputValidator(tool.name, tool.inputSchema) }]),
  );
  const server = new Server(
    { name: 'tandem', version: VERSION },
    { capabilities: { tools: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: TOOLS.map(({ name, description, inputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      annotations,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const entry = checked.get(request.params.name);
    if (!entry) return toolError(new Error(`Unknown tool "${request.params.name}".`));
    try {
      // Checked before anything is asked of the API: arguments that do not fit change nothing.
      const input = entry.check(request.params.arguments ?? {});
      const result = await entry.tool.run(client, input);
      return { content: [{ type: 'text' as const, text: JSON.stringify(result) }] };
    } catch (error) {
      return toolError(error);
    }
  });
  return server;
}

/**
 * `tandem mcp` (decisions §10.3): serves until standard input closes. Nothing but protocol messages goes
 * to stdout; a configuration that cannot work is said on stderr before serving (exit 3).
 */
export async function mcpCommand(): Promise<number> {
  let client: TandemClient;
  try {
    const connection = await requireConnection();
    client = createTandemClient({ url: connection.url, token: connection.token });
    if (connection.workspace) await checkWorkspace(client, connection.workspace);
  } catch (error) {
    const failure = failureOf(error);
    process.stderr.write(`${failure.message}\n`);
    return failure.code;
  }
  const server = createMcpServer(client);
  const closed = new Promise<void>((resolve) => {
    server.onclose = resolve;
  });
  await server.connect(new StdioServerTransport());
  process.stdin.on('end', () => void server.close());
  await closed;
  return EXIT.ok;
}
