/**
 * The ready-to-paste block shown once after a token is made (decisions §9.5): exactly three lines.
 * The server sends it as `block`; this is the same text made from its parts, used when the server's
 * block is absent and to check that what is shown is exactly three lines.
 */
export function tokenBlock(appUrl: string, token: string, workspaceSlug: string): string {
  return [`SERVICE_URL=${appUrl}`, `SERVICE_TOKEN=${token}`, `SERVICE_WORKSPACE=${workspaceSlug}`].join('\n');
}

/** The lines of a block as shown, without a trailing newline or blank lines. */
export function blockLines(block: string): string[] {
  return block.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/**
 * The same three settings as shell commands (issue 30): pasted into a terminal, `export` hands them to
 * the programs started from it. The block above stays exactly three `NAME=value` lines (decisions §9.5),
 * the form of an environment file; this is shown beside it.
 */
export function shellExports(block: string): string {
  return blockLines(block)
    .map((line) => `export ${line}`)
    .join('\n');
}
