import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseReport } from '../report.js';
import { htmlToText } from './prompt.js';
import type { AgentAdapter } from './types.js';

/**
 * `--agent command` (today's `--exec`): `sh -c COMMAND`, its output as it is, its report on its last
 * stdout line (docs/runner-protocol.md, "COMMAND's interface"). A steering turn runs COMMAND again in the
 * same directory with `SERVICE_MESSAGES_FILE` naming a JSON file of the messages (`[{id, comment_id,
 * body, author, created_at}]`), `SERVICE_MESSAGES` the same JSON, `SERVICE_COMMENT` the last message as
 * plain text, `SERVICE_TURN` the turn number and `SERVICE_PREVIOUS_SESSION_ID` the session it reported.
 */
export function commandAdapter(command: string): AgentAdapter {
  return {
    kind: 'command',
    prepare: async () => undefined,
    canContinue: () => true,
    async plan({ dir, turn, sessionId, messages }) {
      const argv = ['/bin/sh', '-c', command];
      if (turn === 1) return { argv };
      const file = join(dir.root, `messages-${turn}.json`);
      const json = JSON.stringify(messages);
      await writeFile(file, `${json}\n`, { mode: 0o600 });
      return {
        argv,
        env: {
          SERVICE_TURN: String(turn),
          SERVICE_MESSAGES_FILE: file,
          SERVICE_MESSAGES: json,
          SERVICE_COMMENT: htmlToText(messages.at(-1)?.body ?? ''),
          SERVICE_PREVIOUS_SESSION_ID: sessionId ?? '',
        },
      };
    },
    parser() {
      let session: string | null = null;
      return {
        line: (text) => [text],
        usage: () => null,
        sessionId: () => session,
        report(lastLine) {
          const report = parseReport(lastLine);
          session = report.session_id ?? null;
          return report;
        },
      };
    },
  };
}
