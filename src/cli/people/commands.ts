import type { Command } from 'commander';
import { registerAgentCommands } from './agents.js';
import { registerIssueCommands } from './issues.js';
import { registerFieldCommands } from './fields.js';
import { registerLoginCommands } from './login.js';
import { registerWorkCommands } from './work.js';
import { registerRepositoryCommands } from './repositories.js';
import { registerReviewCommands } from './reviews.js';
import { registerApprovalCommands } from './approvals.js';
import { registerStateCommands } from './states.js';

/** The commands for people and scripts, all through the typed client (`tandem/client`). */
export function registerPeopleCommands(program: Command, outcome: { code: number }): void {
  registerLoginCommands(program, outcome);
  registerIssueCommands(program, outcome);
  registerFieldCommands(program, outcome);
  registerWorkCommands(program, outcome);
  registerRepositoryCommands(program, outcome);
  registerApprovalCommands(program, outcome);
  registerAgentCommands(program, outcome);
  registerReviewCommands(program, outcome);
  registerStateCommands(program, outcome);
}
