/**
 * A secret read from standard input (never from the command line, where `ps` and shell history would
 * show it): the first line, without its line ending.
 */
export async function readSecretFromStdin(what: string): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write(`${what}: `);
  let text = '';
  for await (const chunk of process.stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  const line = text.split(/\r?\n/)[0] ?? '';
  if (line === '') throw new Error(`${what} expected on standard input.`);
  return line;
}
