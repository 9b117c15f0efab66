/** Enumerations of the contract, in one place. */
export const ISSUE_TYPES = [
  'epic',
  'bug',
  'feature',
  'task',
  'cosmetics',
  'exception',
  'usability_problem',
  'performance_problem',
  'generic',
] as const;
export const ISSUE_STATUSES = [
  'backlog',
  'todo',
  'in_progress',
  'in_review',
  'on_hold',
  'done',
  'canceled',
] as const;
export const PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export const PROJECT_STATUSES = ['planned', 'active', 'paused', 'completed', 'canceled'] as const;
export const ROLES = ['owner', 'admin', 'member', 'guest', 'management'] as const;
export const AGENT_PROVIDERS = ['claude_code', 'codex', 'elyra'] as const;
export const AGENT_STATUSES = ['idle', 'busy', 'offline', 'disabled'] as const;
export const AGENT_VISIBILITIES = ['private', 'workspace'] as const;
export const SANDBOX_LEVELS = ['confined', 'limits', 'off', 'unknown'] as const;
export const ABILITIES = ['read', 'write'] as const;

export type IssueType = (typeof ISSUE_TYPES)[number];
export type IssueStatus = (typeof ISSUE_STATUSES)[number];
export type Priority = (typeof PRIORITIES)[number];
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
