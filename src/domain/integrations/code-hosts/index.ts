import { gitea } from './gitea.js';
import { github } from './github.js';
import { CODE_HOST_NAMES, type CodeHostName } from '../../../schemas/enums.js';
import type { CodeHostProvider } from './provider.js';

export type { CodeHostEvent, CodeHostProvider, NeutralPullRequest, NeutralCommit } from './provider.js';

/**
 * The code hosts deliveries are taken from (issue 29). A provider is one file: how its deliveries are
 * signed and named, and how its payloads read as the neutral records of provider.ts.
 */
export const CODE_HOST_PROVIDERS = { github, gitea } as const satisfies Record<
  CodeHostName,
  CodeHostProvider
>;

export { CODE_HOST_NAMES, type CodeHostName };

export function codeHostProvider(name: string): CodeHostProvider | null {
  return Object.hasOwn(CODE_HOST_PROVIDERS, name) ? CODE_HOST_PROVIDERS[name as CodeHostName] : null;
}
