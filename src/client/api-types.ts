/**
 * The paths and schemas of /api/v1, generated from the application's own OpenAPI description by
 * `npm run generate:client` (scripts/generate-client.ts). Do not edit by hand.
 */
export interface paths {
  '/api/v1/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get this OpenAPI description
     * @description The OpenAPI 3.1 description of every /api/v1 operation, built from the schemas that validate requests. No token needed.
     */
    get: operations['getOpenApiDescription'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the caller
     * @description The user the token acts as, its workspace (with the issue prefix), its role there and the abilities of the credential.
     */
    get: operations['getMe'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List projects
     * @description The projects of the workspace.
     */
    get: operations['listProjects'];
    put?: never;
    /**
     * Create a project
     * @description Creates a project; `name` is required, `lead` is an actor key of the workspace.
     */
    post: operations['createProject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/projects/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a project
     * @description One project of the workspace by its id.
     */
    get: operations['getProject'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a project
     * @description Changes any subset of the project's fields.
     */
    patch: operations['updateProject'];
    trace?: never;
  };
  '/api/v1/issues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List issues
     * @description Issues of the workspace, newest first unless `sort` says otherwise, filtered by status, type, priority, assignee, project, label, cycle, epic, update time and text (`q`). `meta.total` is exact.
     */
    get: operations['listIssues'];
    put?: never;
    /**
     * Create an issue
     * @description Opens an issue; only `title` is required (unless `template_id` names a template with a title: the issue starts from the template, and the fields of the request win over its). Assigning it to an agent queues a run.
     */
    post: operations['createIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an issue
     * @description One issue by its identifier (`ACME-12`, a project prefix) or database key.
     */
    get: operations['getIssue'];
    put?: never;
    post?: never;
    /**
     * Delete an issue
     * @description Removes the issue (its author or an administrator). Refused with 422 naming what is attached: children, logged hours, runs, whiteboard notes, a running timer, meeting minutes.
     */
    delete: operations['deleteIssue'];
    options?: never;
    head?: never;
    /**
     * Update an issue
     * @description Changes any subset of the issue's fields; `null` clears a field. Assigning an agent queues a run.
     */
    patch: operations['updateIssue'];
    trace?: never;
  };
  '/api/v1/issues/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Change many issues
     * @description Changes (`change`) or deletes (`delete: true`) the issues named by `ids`, or every issue matching `filter` (at most 1,000), in one transaction: each issue gets its usual history entry and webhooks. `change` takes the fields of `PATCH /issues/{issue}` it lists, including `state_id` (sets the status too) and `fields` (merged by key). All or nothing: a value wrong for every issue is a 422 on `change.<field>` (`change.state_id`, `change.fields.<key>`); what one issue refuses is a 422 keyed by its reference. A change answers `undo_id` for undoing it; a deletion cannot be undone.
     */
    post: operations['bulkChangeIssues'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/bulk/{bulk}/undo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Undo a bulk change
     * @description Puts back what a bulk change touched on exactly its issues (status with state, custom field values including none). Only its author, within 10 minutes, once; 409 naming the issues written since, and nothing changes.
     */
    post: operations['undoBulkChange'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's history
     * @description Every change to the issue in the order it happened: who changed which fields from what to what.
     */
    get: operations['listIssueActivity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List agents
     * @description The agents the caller could assign an issue to.
     */
    get: operations['listAgents'];
    put?: never;
    /**
     * Create an agent
     * @description Owners and admins: a new agent with any of its settings; `skill_ids` must be skills of the workspace (422).
     */
    post: operations['createAgent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an agent
     * @description One agent the caller may see; owners and admins also get its configuration (instructions, custom_env, custom_args, mcp_config). Never its secrets.
     */
    get: operations['getAgent'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Change an agent
     * @description Owners and admins: any of its settings. New `instructions` become a new version; `skill_ids` replaces its skills; `enabled: false` disables it (its held runs fail at once).
     */
    patch: operations['updateAgent'];
    trace?: never;
  };
  '/api/v1/agents/{id}/instructions/versions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an agent's instruction versions
     * @description Owners and admins: every version of its instructions, newest first, with its author and time. A run shows the version it used (`instructions_version`).
     */
    get: operations['listAgentInstructionVersions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents/{id}/secrets': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an agent's secrets
     * @description Owners and admins: the names and update times of its secrets, never their values.
     */
    get: operations['listAgentSecrets'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents/{id}/secrets/{name}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Set an agent's secret
     * @description Owners and admins: sets (or replaces) the secret NAME (`[A-Z][A-Z0-9_]*`, at most 128). Stored encrypted with SERVICE_SECRET_KEY (409 when the server has none) and handed only to the runner holding a run of the agent, which sets it in the command's environment and masks it in the transcript.
     */
    put: operations['setAgentSecret'];
    post?: never;
    /**
     * Remove an agent's secret
     * @description Owners and admins: later runs go without it.
     */
    delete: operations['deleteAgentSecret'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/skills': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List skills
     * @description The workspace's skills by name.
     */
    get: operations['listSkills'];
    put?: never;
    /**
     * Create a skill
     * @description Owners and admins: `{name, description, content}`, or `{skill_md}` with a whole SKILL.md (YAML front matter giving name and description, then the body). Names are unique in the workspace (409).
     */
    post: operations['createSkill'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/skills/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a skill
     * @description One skill with its body.
     */
    get: operations['getSkill'];
    put?: never;
    post?: never;
    /**
     * Delete a skill
     * @description Owners and admins: the skill is taken off every agent.
     */
    delete: operations['deleteSkill'];
    options?: never;
    head?: never;
    /**
     * Change a skill
     * @description Owners and admins: any of its fields, or a whole `skill_md`. Later runs of the agents having it get the new text.
     */
    patch: operations['updateSkill'];
    trace?: never;
  };
  '/api/v1/issues/{issue}/time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log time on an issue
     * @description Records hours of the token's owner on the issue: `duration` (`1h30m`) or `minutes`, optional `spent_on` and `note`.
     */
    post: operations['logIssueTime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time-entries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List time entries
     * @description The hours of the whole workspace (absences included unless filtered out), by date range, issue, meeting, source, absence kind or the caller's own.
     */
    get: operations['listTimeEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/time-entries/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a time entry
     * @description Removes hours the caller logged; an agent run's entries cannot be removed.
     */
    delete: operations['deleteTimeEntry'];
    options?: never;
    head?: never;
    /**
     * Update a time entry
     * @description Changes the duration, day or note of hours the caller logged; never an agent run's.
     */
    patch: operations['updateTimeEntry'];
    trace?: never;
  };
  '/api/v1/issues/{issue}/timer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start a timer on an issue
     * @description Starts the caller's timer on the issue; a timer already running is stopped first and its time entry returned under `stopped`.
     */
    post: operations['startIssueTimer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/timer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the running timer
     * @description The caller's running timer, or `data: null` when none runs.
     */
    get: operations['getTimer'];
    put?: never;
    post?: never;
    /**
     * Discard the timer
     * @description Throws the running timer away without recording anything.
     */
    delete: operations['discardTimer'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/timer/stop': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Stop the timer
     * @description Stops the caller's timer and records its hours as a time entry (to the nearest minute, at least one).
     */
    post: operations['stopTimer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/absences': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List absences
     * @description Absences of the workspace as time entries, by date range, kind, or the caller's own.
     */
    get: operations['listAbsences'];
    put?: never;
    /**
     * Record an absence
     * @description Records an absence of the caller for one `date` or a `from`–`to` range (at most 366 days).
     */
    post: operations['createAbsence'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/absences/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete an absence
     * @description Removes an absence the caller recorded; 404 when the id is not an absence.
     */
    delete: operations['deleteAbsence'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/capacity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get capacity
     * @description Hours available and planned per person over a period, absences taken into account.
     */
    get: operations['getCapacity'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Queue a run on an issue
     * @description Puts an agent to work on the issue: a new queued run, handed to a runner when one claims it.
     */
    post: operations['createIssueRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List runs
     * @description Runs of the workspace, newest first, by status, agent or issue.
     */
    get: operations['listRuns'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a run
     * @description One run by its ULID; `include=artifacts` adds its deliveries.
     */
    get: operations['getRun'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a run
     * @description A queued run is never claimed afterwards; a running one loses its lease and its runner stops the command within 10 s (decisions §11.4). For the person who asked for the run, the agent’s owner or an administrator.
     */
    post: operations['cancelRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Retry a run
     * @description Queues a new run for the same issue and agent as an ended run (at most one retry per run).
     */
    post: operations['retryRun'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}/log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read a run's transcript
     * @description The lines the run's command wrote, in order; `after` reads the lines after a `seq`.
     */
    get: operations['listRunLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}/log/stream': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow a run's transcript
     * @description The transcript as Server-Sent Events (`run`, `line`), live; resume with `Last-Event-ID` or `after`.
     */
    get: operations['streamRunLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/runs/{run}/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a run's approvals
     * @description Oldest first, answered or not.
     */
    get: operations['listRunApprovals'];
    put?: never;
    /**
     * Ask for approval of one action
     * @description With the run's own run token, while its runner holds it (else 409): `{action, scope}`. Whoever assigned the issue to the agent and the owners and admins hear of it (inbox and mail); the runner learns the answer at its next lease renewal. The same action and scope asked again while pending answers the pending one (200). Unanswered within 24 hours it is denied.
     */
    post: operations['requestApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/approvals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List approvals
     * @description The workspace's approvals, newest first; `status=pending` for those waiting. `can_answer` says which the caller may answer.
     */
    get: operations['listApprovals'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/approvals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an approval
     * @description One approval: for members who can see its run, and for the run's own run token.
     */
    get: operations['getApproval'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/approvals/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve an approval
     * @description Whoever assigned the issue to the agent, owners and admins (never an agent, never a guest): `{reason}` (optional). The first answer wins: a second is 409. The answer holds for this approval's action and scope only.
     */
    post: operations['approveApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/approvals/{id}/deny': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deny an approval
     * @description Whoever assigned the issue to the agent, owners and admins (never an agent, never a guest): `{reason}` (required). The first answer wins: a second is 409. The answer holds for this approval's action and scope only.
     */
    post: operations['denyApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/artifacts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's deliveries
     * @description What runs delivered on the issue (pull requests, branches, commits, documents, links) with the claim check of each.
     */
    get: operations['listIssueDeliveries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/pull-requests': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's pull requests
     * @description The pull requests a code host linked to the issue (by its identifier in the title, body or head branch) and those its runs delivered, each link once, most recently updated first.
     */
    get: operations['listIssuePullRequests'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's comments
     * @description Comments on the issue, oldest first, withdrawn ones included.
     */
    get: operations['listIssueComments'];
    put?: never;
    /**
     * Comment on an issue
     * @description Adds a comment; `@name` mentions resolve into `mentions`. A mentioned agent gets a queued run, a mentioned person an inbox item.
     */
    post: operations['createIssueComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/comments/{comment}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Withdraw a comment
     * @description Clears the comment's body and files and cancels the runs it queued that no runner claimed; the entry stays.
     */
    delete: operations['withdrawIssueComment'];
    options?: never;
    head?: never;
    /**
     * Edit a comment
     * @description Changes the body of the caller's own comment; never queues a run.
     */
    patch: operations['updateIssueComment'];
    trace?: never;
  };
  '/api/v1/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the inbox
     * @description The caller's notifications, newest first.
     */
    get: operations['listInbox'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inbox/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an inbox item read
     * @description Marks one of the caller's notifications read.
     */
    post: operations['markInboxItemRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meetings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List meetings
     * @description Meetings of the workspace (without agenda and minutes), upcoming, past or all, by project.
     */
    get: operations['listMeetings'];
    put?: never;
    /**
     * Schedule a meeting
     * @description Creates a meeting; `title`, `project` and `scheduled_for` are required. Sends no invitations.
     */
    post: operations['createMeeting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meetings/{meeting}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a meeting
     * @description One meeting with its agenda, minutes and action items.
     */
    get: operations['getMeeting'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update a meeting
     * @description Changes any subset of the meeting (its organiser or an administrator); minutes are frozen once sent.
     */
    patch: operations['updateMeeting'];
    trace?: never;
  };
  '/api/v1/meetings/{meeting}/minutes/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the minutes
     * @description Circulates the meeting's minutes; they cannot be changed afterwards.
     */
    post: operations['sendMeetingMinutes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meetings/{meeting}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Cancel a meeting
     * @description Cancels the meeting, and with `following` the later meetings of its series.
     */
    post: operations['cancelMeeting'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/meetings/{meeting}/time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log time on a meeting
     * @description Records hours of the token's owner against the meeting, as on an issue.
     */
    post: operations['logMeetingTime'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/articles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List articles
     * @description Knowledge-base articles (without body), by words (`q`) or parent.
     */
    get: operations['listArticles'];
    put?: never;
    /**
     * Write an article
     * @description Creates an article; `title` is required, the HTML body is sanitised.
     */
    post: operations['createArticle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/articles/{article}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an article
     * @description One article with its body.
     */
    get: operations['getArticle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /**
     * Update an article
     * @description Changes any subset of the article; leaving out `body` keeps the text.
     */
    patch: operations['updateArticle'];
    trace?: never;
  };
  '/api/v1/whiteboards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List whiteboards
     * @description The boards the caller can see.
     */
    get: operations['listWhiteboards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/whiteboards/{whiteboard}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a whiteboard
     * @description One board with its elements.
     */
    get: operations['getWhiteboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/whiteboards/{whiteboard}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a note to a whiteboard
     * @description Adds a note or box with text; it appears live to everybody with the board open.
     */
    post: operations['createWhiteboardNote'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/whiteboards/{whiteboard}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow a whiteboard
     * @description Server-Sent Events of the board's changes (`element.created`, `element.updated`, `element.deleted`, `resync`).
     */
    get: operations['streamWhiteboardEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/saved-views': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List saved views
     * @description The caller's own views and those shared with the workspace, by surface.
     */
    get: operations['listSavedViews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/members': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List members
     * @description The workspace's people and the agents the caller could assign, by name, with their actor keys.
     */
    get: operations['listMembers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/labels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List labels
     * @description The workspace's labels by name; `q` keeps those starting with it.
     */
    get: operations['listLabels'];
    put?: never;
    /**
     * Create a label
     * @description Owners and admins: a new label; its name must differ (in any case) from every other label.
     */
    post: operations['createLabel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/labels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a label
     * @description Owners and admins: the label is taken off every issue; the issues stay.
     */
    delete: operations['deleteLabel'];
    options?: never;
    head?: never;
    /**
     * Rename or recolour a label
     * @description Owners and admins: the issues carrying it show the new name.
     */
    patch: operations['updateLabel'];
    trace?: never;
  };
  '/api/v1/states': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List workflow states
     * @description The workspace's states by status (in the contract's order), then position.
     */
    get: operations['listStates'];
    put?: never;
    /**
     * Create a workflow state
     * @description Owners and admins: a named state inside a status; its name must differ (in any case) from every other state.
     */
    post: operations['createState'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/states/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a workflow state
     * @description Owners and admins: its issues keep their status and fall back to the status's own state (state_id null).
     */
    delete: operations['deleteState'];
    options?: never;
    head?: never;
    /**
     * Rename, recolour or move a workflow state
     * @description Owners and admins: its status stays; `position` moves it among the states of its status.
     */
    patch: operations['updateState'];
    trace?: never;
  };
  '/api/v1/chat-channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List chat channels
     * @description Owners and admins; oldest first, each address shortened to its origin and last four characters.
     */
    get: operations['listChatChannels'];
    put?: never;
    /**
     * Connect a chat channel
     * @description Owners and admins: a Slack or Teams incoming webhook (https; the webhooks' address rules) and the events it receives, for the workspace or one project.
     */
    post: operations['createChatChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/chat-channels/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Show a chat channel
     * @description Owners and admins: its events, project, state and last post; the address shortened.
     */
    get: operations['getChatChannel'];
    put?: never;
    post?: never;
    /**
     * Disconnect a chat channel
     * @description Owners and admins; queued posts are dropped.
     */
    delete: operations['deleteChatChannel'];
    options?: never;
    head?: never;
    /**
     * Change a chat channel
     * @description Owners and admins: a new address starts a stopped channel again.
     */
    patch: operations['updateChatChannel'];
    trace?: never;
  };
  '/api/v1/chat-channels/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a test message
     * @description Owners and admins: posts a test message at once and answers the platform's answer; a success starts a stopped channel again.
     */
    post: operations['testChatChannel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List templates
     * @description The workspace's issue templates by name, each with its schedule's next occurrences; `scheduled` keeps those with (1) or without (0) a schedule.
     */
    get: operations['listTemplates'];
    put?: never;
    /**
     * Create a template
     * @description Owners and admins: a template, checked by the rules of the issue it makes (422 on the field); with `schedule` it creates its issue at each occurrence.
     */
    post: operations['createTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a template
     * @description One template, with its next occurrences and its last one.
     */
    get: operations['getTemplate'];
    put?: never;
    post?: never;
    /**
     * Delete a template
     * @description Owners and admins: the issues it created stay.
     */
    delete: operations['deleteTemplate'];
    options?: never;
    head?: never;
    /**
     * Change a template
     * @description Owners and admins: any subset of its fields; `paused` pauses and resumes its schedule (a resumed schedule goes on from now).
     */
    patch: operations['updateTemplate'];
    trace?: never;
  };
  '/api/v1/fields': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List custom fields
     * @description The workspace's custom fields by key; `project_id` keeps those that issues of that project carry (the workspace's and the project's own).
     */
    get: operations['listFields'];
    put?: never;
    /**
     * Create a custom field
     * @description Owners and admins: a field of the workspace (`project_id` null) or of one project; `key` (`[a-z][a-z0-9_]*`, unique in the workspace) names it in issues' `fields` and in `field[key]` filters; select and multi_select take `options`.
     */
    post: operations['createField'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/fields/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a custom field
     * @description One custom field, with its options.
     */
    get: operations['getField'];
    put?: never;
    post?: never;
    /**
     * Delete a custom field
     * @description Owners and admins: its values on every issue go with it.
     */
    delete: operations['deleteField'];
    options?: never;
    head?: never;
    /**
     * Change a custom field
     * @description Owners and admins: `name` and `options` (key, type and project are fixed); an option taken away is taken off the issues that had it.
     */
    patch: operations['updateField'];
    trace?: never;
  };
  '/api/v1/cycles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List cycles
     * @description Past, current and upcoming cycles with the work in each.
     */
    get: operations['listCycles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow the workspace's events
     * @description Server-Sent Events of everything that happens in the workspace, each event named like its webhook with the object a webhook would carry; resumes with `Last-Event-ID`.
     */
    get: operations['streamEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get monthly usage
     * @description Runs and costs of the month for the workspace, each agent and each project, with their budgets.
     */
    get: operations['getUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/repositories': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List repositories
     * @description The workspace's git repositories by name. Everyone but guests.
     */
    get: operations['listRepositories'];
    put?: never;
    /**
     * Create a repository
     * @description Owners and admins. `url` is any git URL the runner machines can fetch with their own git configuration (https, ssh, `git@host:path`, file); a URL carrying a user name or password is refused (422): Tandem never holds git credentials. `default_branch` (default `main`) is where an issue's branch starts. A name used by another repository (any case) answers 409.
     */
    post: operations['createRepository'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/repositories/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a repository
     * @description One repository of the workspace.
     */
    get: operations['getRepository'];
    put?: never;
    post?: never;
    /**
     * Delete a repository
     * @description Owners and admins. A repository a project or an agent names answers 409 until they name another one (or none). Branches and working copies on runners are left alone.
     */
    delete: operations['deleteRepository'];
    options?: never;
    head?: never;
    /**
     * Change a repository
     * @description Owners and admins: any of name, url and default_branch, with the rules of creation. Runs claimed afterwards use the new values.
     */
    patch: operations['updateRepository'];
    trace?: never;
  };
  '/api/v1/agents/{id}/scorecard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an agent's scorecard
     * @description What its runs came to in the window: runs that ended, by outcome (`failed` includes `timed_out` and `stalled`); pull requests its runs delivered, and of them merged and closed unmerged by now; issues it worked on reopened after done; review rounds; cost of the runs that ended, and per merged pull request (null when none merged); median minutes from start to end. `from` and `to` are calendar days in UTC, both included; by default the last 30 days up to today. A bad date, or `from` after `to`, is 422 on the field.
     */
    get: operations['getAgentScorecard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents/{id}/scorecard/series': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get an agent's scorecard by week
     * @description The runs by outcome, pull requests and cost per ISO week (each week by its Monday) for charts, every week touching the window listed (zeros included), counting what fell inside the window. By default the last 12 weeks; at most 371 days (422 on `from`).
     */
    get: operations['getAgentScorecardSeries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/agents/scorecards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List agents' scorecards
     * @description Every agent the caller may see (by id), each with its scorecard over the same window, side by side. `from` and `to` are calendar days in UTC, both included; by default the last 30 days up to today. A bad date, or `from` after `to`, is 422 on the field.
     */
    get: operations['listAgentScorecards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/cost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get what an issue cost
     * @description People's logged minutes on the issue (by person) and its agents' runs (count, logged minutes and cost, by agent), side by side: no hourly rate is kept for people.
     */
    get: operations['getIssueCost'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Review an issue
     * @description The reviewer’s decision on the open review round: `approve` (recorded; a merged pull request still closes the issue) or `request_changes` (the body becomes a comment, the issue goes back to `todo` and the same agent gets a run that resumes its session). 403 for anyone but the reviewer, 409 when the issue is not waiting for a review.
     */
    post: operations['reviewIssue'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's review rounds
     * @description Every review round of the issue, the first first: who was asked, by which run, and the decision.
     */
    get: operations['listIssueReviews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/inbox/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the issues awaiting my review
     * @description The issues whose open review round waits for the caller, the most recently requested first.
     */
    get: operations['listAwaitingMyReview'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the audit log
     * @description Owners and admins: sign-ins (also failed), password changes, role changes, invitations, tokens, exports and imports, webhooks, integrations, agent secrets (names only) and approvals, newest first; filtered by `actor`, `action` (exact, or a subject with its dot: `token.`), `from` and `to` (dates or timestamps).
     */
    get: operations['listAuditLog'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/roadmap': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the roadmap
     * @description Projects (`start_date`–`target_date`) and epics (`start_date`–`due_date`, answered as `target_date`) whose dates meet the window `from`–`to` (both included, either open), those without dates, their progress (done of counted issues) and the dependencies between the listed epics. A bad date, or `to` before `from`, is 422 on the field.
     */
    get: operations['getRoadmap'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/insights/cycle-burnup': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a cycle's burn-up
     * @description For each day of the cycle up to today (default: today's cycle), the issues planned into it by that day's end and how many of them were done, with the issues it began with by carry-over and those it carried on (once closed). Standing work is left out. 404 with cycles off.
     */
    get: operations['getCycleBurnup'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/insights/throughput': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get weekly throughput
     * @description Issues done per ISO week (by its Monday, every week of the window listed), by type: each issue once, at its last move to done in the window, if still done. `from` and `to` are calendar days in UTC, both included (default: the last 12 ISO weeks up to today; at most 371 days); a bad date, or `from` after `to`, is 422 on the field. `project_id` of another workspace is 422; `cycle_id` with cycles off is 404.
     */
    get: operations['getThroughput'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/insights/cycle-time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get cycle and lead time
     * @description For the issues done in the window: days from the first move to in progress to done (cycle time) and from creation to done (lead time), as buckets with the median and 85th percentile. `from` and `to` are calendar days in UTC, both included (default: the last 12 ISO weeks up to today; at most 371 days); a bad date, or `from` after `to`, is 422 on the field. `project_id` of another workspace is 422; `cycle_id` with cycles off is 404.
     */
    get: operations['getCycleTime'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/insights/time': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get time by person, project or cycle
     * @description Minutes logged on work (issues and meetings, not absences) by `group_by`; `format=csv` answers the same rows as text/csv. `from` and `to` are calendar days in UTC, both included (default: the last 12 ISO weeks up to today; at most 371 days); a bad date, or `from` after `to`, is 422 on the field. `project_id` of another workspace is 422; `cycle_id` with cycles off is 404.
     */
    get: operations['getTimeInsight'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/insights/agent-cost': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get agents' cost per week
     * @description The cost of runs ended in each ISO week by agent or project (`group_by`), with each one's monthly budget and that budget spread over a week; `format=csv` answers text/csv. `from` and `to` are calendar days in UTC, both included (default: the last 12 ISO weeks up to today; at most 371 days); a bad date, or `from` after `to`, is 422 on the field. `project_id` of another workspace is 422; `cycle_id` with cycles off is 404.
     */
    get: operations['getAgentCost'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List an issue's attachments
     * @description The files attached to the issue and its comments.
     */
    get: operations['listIssueAttachments'];
    put?: never;
    /**
     * Attach a file to an issue
     * @description Uploads one file (multipart, part `file`) to the issue.
     */
    post: operations['uploadIssueAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/issues/{issue}/comments/{comment}/attachments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Attach a file to a comment
     * @description Uploads one file (multipart, part `file`) to a comment of the issue.
     */
    post: operations['uploadCommentAttachment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/attachments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an attachment
     * @description The file's bytes; `size` or `preview` for a resized image, `download` to save it, ranges honoured.
     */
    get: operations['getAttachment'];
    put?: never;
    post?: never;
    /**
     * Delete an attachment
     * @description Removes the file (its uploader or an administrator).
     */
    delete: operations['deleteAttachment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Error: {
      message: string;
    };
    ValidationError: {
      /** @description The first field message. */
      message: string;
      /** @description Field name (dotted for nested fields) to its messages. */
      errors: {
        [key: string]: string[];
      };
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getOpenApiDescription: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description This document. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: unknown;
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMe: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              user: {
                id: number;
                name: string;
                email: string;
              } | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              workspace: {
                id: number;
                name: string;
                slug: string;
                issue_prefix: string;
              };
              role: string;
              token: {
                name: string;
                abilities: ('read' | 'write')[];
                expires_at: string | null;
              };
              run?: {
                id: string;
                issue: string | null;
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listProjects: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string | null;
              prefix: string | null;
              /** @enum {string} */
              status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              lead: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue_types: string[];
              repository_id: number | null;
              /** @description Path patterns its issues' runs work in, unless an issue names its own (decisions §12.11) */
              areas: string[];
              /** @description a run of an agent that ends with a delivery sends the issue to review (decisions §12.9) */
              review_required: boolean;
              /** @description the members (user ids) who review the project's issues; empty: whoever handed the issue to the agent */
              reviewers: number[];
              start_date: string | null;
              target_date: string | null;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createProject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          description?: string | null;
          prefix?: string | null;
          /** @enum {string} */
          status?: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
          /** @enum {string} */
          priority?: 'urgent' | 'high' | 'medium' | 'low';
          lead?: string | null;
          issue_types?: (
            | 'epic'
            | 'bug'
            | 'feature'
            | 'task'
            | 'cosmetics'
            | 'exception'
            | 'usability_problem'
            | 'performance_problem'
            | 'generic'
          )[];
          repository_id?: number | null;
          /** @description Path patterns relative to the repository root (`src/billing/**`); replaces the set. At most 50, each at most 200 characters; no absolute path, no `..` */
          areas?: string[];
          review_required?: boolean;
          reviewers?: number[];
          start_date?: string | null;
          target_date?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string | null;
              prefix: string | null;
              /** @enum {string} */
              status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              lead: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue_types: string[];
              repository_id: number | null;
              /** @description Path patterns its issues' runs work in, unless an issue names its own (decisions §12.11) */
              areas: string[];
              /** @description a run of an agent that ends with a delivery sends the issue to review (decisions §12.9) */
              review_required: boolean;
              /** @description the members (user ids) who review the project's issues; empty: whoever handed the issue to the agent */
              reviewers: number[];
              start_date: string | null;
              target_date: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string | null;
              prefix: string | null;
              /** @enum {string} */
              status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              lead: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue_types: string[];
              repository_id: number | null;
              /** @description Path patterns its issues' runs work in, unless an issue names its own (decisions §12.11) */
              areas: string[];
              /** @description a run of an agent that ends with a delivery sends the issue to review (decisions §12.9) */
              review_required: boolean;
              /** @description the members (user ids) who review the project's issues; empty: whoever handed the issue to the agent */
              reviewers: number[];
              start_date: string | null;
              target_date: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateProject: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          description?: string | null;
          prefix?: string | null;
          /** @enum {string} */
          status?: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
          /** @enum {string} */
          priority?: 'urgent' | 'high' | 'medium' | 'low';
          lead?: string | null;
          issue_types?: (
            | 'epic'
            | 'bug'
            | 'feature'
            | 'task'
            | 'cosmetics'
            | 'exception'
            | 'usability_problem'
            | 'performance_problem'
            | 'generic'
          )[];
          repository_id?: number | null;
          /** @description Path patterns relative to the repository root (`src/billing/**`); replaces the set. At most 50, each at most 200 characters; no absolute path, no `..` */
          areas?: string[];
          review_required?: boolean;
          reviewers?: number[];
          start_date?: string | null;
          target_date?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string | null;
              prefix: string | null;
              /** @enum {string} */
              status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              lead: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue_types: string[];
              repository_id: number | null;
              /** @description Path patterns its issues' runs work in, unless an issue names its own (decisions §12.11) */
              areas: string[];
              /** @description a run of an agent that ends with a delivery sends the issue to review (decisions §12.9) */
              review_required: boolean;
              /** @description the members (user ids) who review the project's issues; empty: whoever handed the issue to the agent */
              reviewers: number[];
              start_date: string | null;
              target_date: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssues: {
    parameters: {
      query?: {
        status?: ('backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled')[];
        type?: (
          | 'epic'
          | 'bug'
          | 'feature'
          | 'task'
          | 'cosmetics'
          | 'exception'
          | 'usability_problem'
          | 'performance_problem'
          | 'generic'
        )[];
        priority?: ('urgent' | 'high' | 'medium' | 'low')[];
        assignee?: string[];
        sort?:
          | 'number'
          | '-number'
          | 'created_at'
          | '-created_at'
          | 'updated_at'
          | '-updated_at'
          | 'priority'
          | '-priority'
          | 'due_date'
          | '-due_date';
        /** @description an epic's reference */
        epic?: string;
        assignee_type?: 'user' | 'agent' | 'none';
        assignee_id?: number;
        project_id?: number;
        updated_since?: string;
        /** @description words, each the start of a word of the issue (kuber finds Kubernetes, searching finds search), all required; an identifier such as ACME-12 also finds that issue */
        q?: string;
        label?: string[];
        /** @description a workflow state id or none; repeat for any of several */
        state_id?: (number | 'none')[];
        /** @description a cycle number such as 3, or none */
        cycle?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              number: number;
              title: string;
              description: string | null;
              acceptance_criteria: string[];
              /** @description Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply */
              areas: string[];
              /** @enum {string} */
              type:
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic';
              /** @enum {string} */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              state_id: number | null;
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              project?: {
                id: number;
                name: string;
              } | null;
              epic: {
                id: string;
                title: string;
              } | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              creator: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              start_date: string | null;
              due_date: string | null;
              estimate_minutes: number | null;
              capacity_share: string | null;
              claims_capacity: boolean | null;
              spent_minutes: number;
              labels: string[];
              /** @description custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options) */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              cycle?: {
                number: number;
                starts_on: string;
                ends_on: string;
              } | null;
              carried_over: number;
              /** @description Identifiers of the live issues blocking this one */
              blocked_by: string[];
              /** @description Identifiers of the live issues this one blocks */
              blocks: string[];
              progress: {
                done: number;
                total: number;
              } | null;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createIssue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          description?: string | null;
          acceptance_criteria?: string[];
          /** @description Path patterns relative to the repository root (`src/billing/**`); replaces the set. At most 50, each at most 200 characters; no absolute path, no `..` */
          areas?: string[];
          /** @enum {string} */
          type?:
            | 'epic'
            | 'bug'
            | 'feature'
            | 'task'
            | 'cosmetics'
            | 'exception'
            | 'usability_problem'
            | 'performance_problem'
            | 'generic';
          /** @enum {string} */
          status?: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
          state_id?: number | null;
          /** @enum {string} */
          priority?: 'urgent' | 'high' | 'medium' | 'low';
          project_id?: number | null;
          parent_id?: (string | number) | null;
          assignee?: string | null;
          assignee_type?: ('user' | 'agent') | null;
          assignee_id?: number | null;
          start_date?: string | null;
          due_date?: string | null;
          estimate_minutes?: number | null;
          capacity_share?: string | null;
          labels?: string[];
          cycle?: number | null;
          /** @description custom field values by key, merged into the issue's: a key with null clears it, keys left out stay */
          fields?: {
            [key: string]: unknown;
          };
          template_id?: number;
          meeting?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              number: number;
              title: string;
              description: string | null;
              acceptance_criteria: string[];
              /** @description Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply */
              areas: string[];
              /** @enum {string} */
              type:
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic';
              /** @enum {string} */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              state_id: number | null;
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              project?: {
                id: number;
                name: string;
              } | null;
              epic: {
                id: string;
                title: string;
              } | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              creator: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              start_date: string | null;
              due_date: string | null;
              estimate_minutes: number | null;
              capacity_share: string | null;
              claims_capacity: boolean | null;
              spent_minutes: number;
              labels: string[];
              /** @description custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options) */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              cycle?: {
                number: number;
                starts_on: string;
                ends_on: string;
              } | null;
              carried_over: number;
              /** @description Identifiers of the live issues blocking this one */
              blocked_by: string[];
              /** @description Identifiers of the live issues this one blocks */
              blocks: string[];
              progress: {
                done: number;
                total: number;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              number: number;
              title: string;
              description: string | null;
              acceptance_criteria: string[];
              /** @description Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply */
              areas: string[];
              /** @enum {string} */
              type:
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic';
              /** @enum {string} */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              state_id: number | null;
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              project?: {
                id: number;
                name: string;
              } | null;
              epic: {
                id: string;
                title: string;
              } | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              creator: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              start_date: string | null;
              due_date: string | null;
              estimate_minutes: number | null;
              capacity_share: string | null;
              claims_capacity: boolean | null;
              spent_minutes: number;
              labels: string[];
              /** @description custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options) */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              cycle?: {
                number: number;
                starts_on: string;
                ends_on: string;
              } | null;
              carried_over: number;
              /** @description Identifiers of the live issues blocking this one */
              blocked_by: string[];
              /** @description Identifiers of the live issues this one blocks */
              blocks: string[];
              progress: {
                done: number;
                total: number;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateIssue: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          description?: string | null;
          acceptance_criteria?: string[];
          /** @description Path patterns relative to the repository root (`src/billing/**`); replaces the set. At most 50, each at most 200 characters; no absolute path, no `..` */
          areas?: string[];
          /** @enum {string} */
          type?:
            | 'epic'
            | 'bug'
            | 'feature'
            | 'task'
            | 'cosmetics'
            | 'exception'
            | 'usability_problem'
            | 'performance_problem'
            | 'generic';
          /** @enum {string} */
          status?: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
          state_id?: number | null;
          /** @enum {string} */
          priority?: 'urgent' | 'high' | 'medium' | 'low';
          project_id?: number | null;
          parent_id?: (string | number) | null;
          assignee?: string | null;
          assignee_type?: ('user' | 'agent') | null;
          assignee_id?: number | null;
          start_date?: string | null;
          due_date?: string | null;
          estimate_minutes?: number | null;
          capacity_share?: string | null;
          labels?: string[];
          cycle?: number | null;
          /** @description custom field values by key, merged into the issue's: a key with null clears it, keys left out stay */
          fields?: {
            [key: string]: unknown;
          };
          /** @description issue references (id, number or identifier); replaces the set */
          blocked_by?: (string | number)[];
          /** @description issue references (id, number or identifier); replaces the set */
          blocks?: (string | number)[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              number: number;
              title: string;
              description: string | null;
              acceptance_criteria: string[];
              /** @description Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply */
              areas: string[];
              /** @enum {string} */
              type:
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic';
              /** @enum {string} */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              state_id: number | null;
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              project?: {
                id: number;
                name: string;
              } | null;
              epic: {
                id: string;
                title: string;
              } | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              creator: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              start_date: string | null;
              due_date: string | null;
              estimate_minutes: number | null;
              capacity_share: string | null;
              claims_capacity: boolean | null;
              spent_minutes: number;
              labels: string[];
              /** @description custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options) */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              cycle?: {
                number: number;
                starts_on: string;
                ends_on: string;
              } | null;
              carried_over: number;
              /** @description Identifiers of the live issues blocking this one */
              blocked_by: string[];
              /** @description Identifiers of the live issues this one blocks */
              blocks: string[];
              progress: {
                done: number;
                total: number;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  bulkChangeIssues: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description The issues (identifier, number or key); or `filter` */
          ids?: (string | number)[];
          /** @description Every issue matching the list's filter, across all its pages (at most 1,000); or `ids` */
          filter?: {
            status?: ('backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled')[];
            type?: (
              | 'epic'
              | 'bug'
              | 'feature'
              | 'task'
              | 'cosmetics'
              | 'exception'
              | 'usability_problem'
              | 'performance_problem'
              | 'generic'
            )[];
            priority?: ('urgent' | 'high' | 'medium' | 'low')[];
            assignee?: string[];
            /** @description an epic's reference */
            epic?: string;
            /** @enum {string} */
            assignee_type?: 'user' | 'agent' | 'none';
            assignee_id?: number;
            project_id?: number;
            updated_since?: string;
            /** @description words, each the start of a word of the issue (kuber finds Kubernetes, searching finds search), all required; an identifier such as ACME-12 also finds that issue */
            q?: string;
            label?: string[];
            /** @description a workflow state id or none; repeat for any of several */
            state_id?: (number | 'none')[];
            /** @description a cycle number such as 3, or none */
            cycle?: string;
          };
          change?: {
            /** @enum {string} */
            status?: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
            state_id?: number | null;
            /** @enum {string} */
            priority?: 'urgent' | 'high' | 'medium' | 'low';
            project_id?: number | null;
            cycle?: number | null;
            assignee?: string | null;
            add_labels?: string[];
            remove_labels?: string[];
            /** @description custom field values by key, merged into the issue's: a key with null clears it, keys left out stay */
            fields?: {
              [key: string]: unknown;
            };
          };
          /**
           * @description Deletes the issues instead (no undo)
           * @enum {boolean}
           */
          delete?: true;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description How many issues the request covered */
              count: number;
              /** @description Their identifiers, in key order */
              issues: string[];
              undo_id: number | null;
              undo_until: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  undoBulkChange: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        bulk: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description How many issues the request covered */
              count: number;
              /** @description Their identifiers, in key order */
              issues: string[];
              undo_id: number | null;
              undo_until: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssueActivity: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              event: string;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              data: {
                [key: string]: unknown;
              };
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAgents: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              provider: 'claude_code' | 'codex' | 'elyra';
              model: string | null;
              /** @enum {string} */
              status: 'idle' | 'busy' | 'offline' | 'disabled';
              /** @enum {string} */
              visibility: 'private' | 'workspace';
              max_concurrent_tasks: number;
              /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
              max_concurrent_runs: number;
              weekly_hours: number;
              max_run_cost_usd: number | null;
              max_run_minutes: number | null;
              repository_id: number | null;
              max_attempts: number | null;
              stall_minutes: number | null;
              runtime: {
                id: number;
                name: string;
                online: boolean;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
              } | null;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAgent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          provider: 'claude_code' | 'codex' | 'elyra';
          model?: string | null;
          /** @enum {string} */
          visibility?: 'private' | 'workspace';
          max_concurrent_tasks?: number;
          max_concurrent_runs?: number;
          weekly_hours?: number;
          max_run_cost_usd?: number | null;
          max_run_minutes?: number | null;
          stall_minutes?: number | null;
          max_attempts?: number | null;
          instructions?: string | null;
          custom_env?: {
            [key: string]: string;
          } | null;
          custom_args?: string[] | null;
          mcp_config?: {
            [key: string]: unknown;
          } | null;
          /** @description the agent's skills (replaces them) */
          skill_ids?: number[];
          runtime?: number | null;
          repository_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              provider: 'claude_code' | 'codex' | 'elyra';
              model: string | null;
              /** @enum {string} */
              status: 'idle' | 'busy' | 'offline' | 'disabled';
              /** @enum {string} */
              visibility: 'private' | 'workspace';
              max_concurrent_tasks: number;
              /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
              max_concurrent_runs: number;
              weekly_hours: number;
              max_run_cost_usd: number | null;
              max_run_minutes: number | null;
              repository_id: number | null;
              max_attempts: number | null;
              stall_minutes: number | null;
              runtime: {
                id: number;
                name: string;
                online: boolean;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
              } | null;
              instructions_version: number | null;
              skill_ids: number[];
              instructions?: string | null;
              /** @description owners and admins only */
              custom_env?: {
                [key: string]: string;
              };
              /** @description owners and admins only */
              custom_args?: string[];
              mcp_config?: {
                [key: string]: unknown;
              } | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              provider: 'claude_code' | 'codex' | 'elyra';
              model: string | null;
              /** @enum {string} */
              status: 'idle' | 'busy' | 'offline' | 'disabled';
              /** @enum {string} */
              visibility: 'private' | 'workspace';
              max_concurrent_tasks: number;
              /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
              max_concurrent_runs: number;
              weekly_hours: number;
              max_run_cost_usd: number | null;
              max_run_minutes: number | null;
              repository_id: number | null;
              max_attempts: number | null;
              stall_minutes: number | null;
              runtime: {
                id: number;
                name: string;
                online: boolean;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
              } | null;
              instructions_version: number | null;
              skill_ids: number[];
              instructions?: string | null;
              /** @description owners and admins only */
              custom_env?: {
                [key: string]: string;
              };
              /** @description owners and admins only */
              custom_args?: string[];
              mcp_config?: {
                [key: string]: unknown;
              } | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateAgent: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @enum {string} */
          provider?: 'claude_code' | 'codex' | 'elyra';
          /** @description false disables the agent: its held runs fail at once (agent_disabled); true enables it */
          enabled?: boolean;
          model?: string | null;
          /** @enum {string} */
          visibility?: 'private' | 'workspace';
          max_concurrent_tasks?: number;
          max_concurrent_runs?: number;
          weekly_hours?: number;
          max_run_cost_usd?: number | null;
          max_run_minutes?: number | null;
          stall_minutes?: number | null;
          max_attempts?: number | null;
          instructions?: string | null;
          custom_env?: {
            [key: string]: string;
          } | null;
          custom_args?: string[] | null;
          mcp_config?: {
            [key: string]: unknown;
          } | null;
          /** @description the agent's skills (replaces them) */
          skill_ids?: number[];
          runtime?: number | null;
          repository_id?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @enum {string} */
              provider: 'claude_code' | 'codex' | 'elyra';
              model: string | null;
              /** @enum {string} */
              status: 'idle' | 'busy' | 'offline' | 'disabled';
              /** @enum {string} */
              visibility: 'private' | 'workspace';
              max_concurrent_tasks: number;
              /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
              max_concurrent_runs: number;
              weekly_hours: number;
              max_run_cost_usd: number | null;
              max_run_minutes: number | null;
              repository_id: number | null;
              max_attempts: number | null;
              stall_minutes: number | null;
              runtime: {
                id: number;
                name: string;
                online: boolean;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
              } | null;
              instructions_version: number | null;
              skill_ids: number[];
              instructions?: string | null;
              /** @description owners and admins only */
              custom_env?: {
                [key: string]: string;
              };
              /** @description owners and admins only */
              custom_args?: string[];
              mcp_config?: {
                [key: string]: unknown;
              } | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAgentInstructionVersions: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              version: number;
              instructions: string | null;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAgentSecrets: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              name: string;
              updated_at: string;
            }[];
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  setAgentSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        /** @description [A-Z][A-Z0-9_]*, at most 128 */
        name: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description at most 32 KB; write-only: never shown again */
          value: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              name: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAgentSecret: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
        /** @description [A-Z][A-Z0-9_]*, at most 128 */
        name: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listSkills: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string;
              content: string;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createSkill: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description lowercase letters, digits and hyphens (not at either end, never two together) */
          name?: string;
          description?: string;
          /** @description the body, Markdown */
          content?: string;
          /** @description a whole SKILL.md: YAML front matter with name and description, then the body; instead of the three fields */
          skill_md?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string;
              content: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getSkill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string;
              content: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteSkill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateSkill: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description lowercase letters, digits and hyphens (not at either end, never two together) */
          name?: string;
          description?: string;
          /** @description the body, Markdown */
          content?: string;
          /** @description a whole SKILL.md: YAML front matter with name and description, then the body; instead of the three fields */
          skill_md?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              description: string;
              content: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  logIssueTime: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          duration?: string;
          minutes?: number;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          spent_on?: string;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTimeEntries: {
    parameters: {
      query?: {
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        from?: string;
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        to?: string;
        issue_id?: string;
        /** @description a meeting id (26-character ULID) */
        meeting?: string;
        mine?: '1' | '0' | 'true' | 'false';
        source?: 'manual' | 'timer' | 'agent_run';
        absence?:
          'work' | 'absence' | 'vacation' | 'public_holiday' | 'sick' | 'parental' | 'unpaid' | 'other';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTimeEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTimeEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          duration?: string;
          minutes?: number;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          spent_on?: string;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  startIssueTimer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              issue: string;
              issue_id: number;
              started_at: string;
              note: string | null;
              max_minutes: number;
              stopped?: {
                id: number;
                /** @enum {string} */
                subject: 'issue' | 'meeting' | 'absence';
                issue?: string;
                meeting?: string;
                absence: string | null;
                title: string;
                minutes: number;
                spent_on: string;
                /** @enum {string} */
                source: 'manual' | 'timer' | 'agent_run';
                editable: boolean;
                note: string | null;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                };
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTimer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              issue: string;
              issue_id: number;
              started_at: string;
              note: string | null;
              max_minutes: number;
            } | null;
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  discardTimer: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  stopTimer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAbsences: {
    parameters: {
      query?: {
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        from?: string;
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        to?: string;
        kind?: 'vacation' | 'public_holiday' | 'sick' | 'parental' | 'unpaid' | 'other';
        mine?: '1' | '0' | 'true' | 'false';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createAbsence: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'vacation' | 'public_holiday' | 'sick' | 'parental' | 'unpaid' | 'other';
          duration?: string;
          minutes?: number;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          date?: string;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          from?: string;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          to?: string;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            }[];
            summary: string;
            skipped: {
              weekends: number;
              holidays: {
                [key: string]: string;
              };
              already_recorded: string[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAbsence: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCapacity: {
    parameters: {
      query?: {
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        from?: string;
        /** @description a date in the form YYYY-MM-DD, in the years 1900–2199 */
        to?: string;
        /** @description A cycle's number: `assigned` counts that cycle's issues only (404 with cycles off). */
        cycle_id?: number;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              weekly_hours: number;
              claims: {
                issue: string;
                title: string;
                capacity_share: string;
                minutes: number;
              }[];
              weeks: {
                week: string;
                starts_on: string;
                ends_on: string;
                weekly_minutes: number;
                absence_minutes: number;
                claimed_minutes: number;
                plannable_minutes: number;
              }[];
              total: {
                weekly_minutes: number;
                absence_minutes: number;
                claimed_minutes: number;
                plannable_minutes: number;
              };
              /** @description The estimates this actor holds now, counted by the server: of the cycle with `cycle_id`, else of every open issue. */
              assigned: {
                /** @description Open issues held (not done or canceled; standing work left out). */
                issues: number;
                /** @description Of those, the ones without an estimate. */
                unestimated: number;
                /** @description The sum of their estimates. */
                estimate_minutes: number;
              };
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createIssueRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          agent_id: number;
        };
      };
    };
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
              agent: {
                id: number;
                name: string;
              };
              issue: string | null;
              attempts: number;
              queued_at: string | null;
              started_at: string | null;
              finished_at: string | null;
              error: string | null;
              summary: string | null;
              usage: {
                input_tokens: number | null;
                output_tokens: number | null;
                cached_tokens: number | null;
                cache_write_tokens: number | null;
                cost_usd: number | null;
              } | null;
              waiting_reason:
                | (
                    | 'dependencies'
                    | 'no_runner'
                    | 'budget'
                    | 'concurrency'
                    | 'review_capacity'
                    | 'area_conflict'
                    | 'approval'
                  )
                | null;
              waiting_message: string | null;
              failure_reason:
                | (
                    | 'reported'
                    | 'lease_expired'
                    | 'timed_out'
                    | 'runtime_revoked'
                    | 'agent_disabled'
                    | 'secrets_unavailable'
                    | 'stalled'
                    | 'budget'
                  )
                | null;
              retry_of: string | null;
              instructions_version: number | null;
              next_attempt_at: string | null;
              /** @description The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run */
              awaiting_approval: boolean;
              artifacts?: {
                id: number;
                /** @enum {string} */
                type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
                state: ('draft' | 'open' | 'merged' | 'closed') | null;
                url: string | null;
                reference: string | null;
                title: string;
                created_at: string;
                claim_checked_at: string | null;
                claim_check:
                  | {
                      claim: string;
                      says: string;
                      found: string;
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRuns: {
    parameters: {
      query?: {
        status?: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
        agent_id?: number;
        issue?: string;
        include?: 'artifacts';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
              agent: {
                id: number;
                name: string;
              };
              issue: string | null;
              attempts: number;
              queued_at: string | null;
              started_at: string | null;
              finished_at: string | null;
              error: string | null;
              summary: string | null;
              usage: {
                input_tokens: number | null;
                output_tokens: number | null;
                cached_tokens: number | null;
                cache_write_tokens: number | null;
                cost_usd: number | null;
              } | null;
              waiting_reason:
                | (
                    | 'dependencies'
                    | 'no_runner'
                    | 'budget'
                    | 'concurrency'
                    | 'review_capacity'
                    | 'area_conflict'
                    | 'approval'
                  )
                | null;
              waiting_message: string | null;
              failure_reason:
                | (
                    | 'reported'
                    | 'lease_expired'
                    | 'timed_out'
                    | 'runtime_revoked'
                    | 'agent_disabled'
                    | 'secrets_unavailable'
                    | 'stalled'
                    | 'budget'
                  )
                | null;
              retry_of: string | null;
              instructions_version: number | null;
              next_attempt_at: string | null;
              /** @description The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run */
              awaiting_approval: boolean;
              artifacts?: {
                id: number;
                /** @enum {string} */
                type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
                state: ('draft' | 'open' | 'merged' | 'closed') | null;
                url: string | null;
                reference: string | null;
                title: string;
                created_at: string;
                claim_checked_at: string | null;
                claim_check:
                  | {
                      claim: string;
                      says: string;
                      found: string;
                    }[]
                  | null;
              }[];
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRun: {
    parameters: {
      query?: {
        include?: 'artifacts';
      };
      header?: never;
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
              agent: {
                id: number;
                name: string;
              };
              issue: string | null;
              attempts: number;
              queued_at: string | null;
              started_at: string | null;
              finished_at: string | null;
              error: string | null;
              summary: string | null;
              usage: {
                input_tokens: number | null;
                output_tokens: number | null;
                cached_tokens: number | null;
                cache_write_tokens: number | null;
                cost_usd: number | null;
              } | null;
              waiting_reason:
                | (
                    | 'dependencies'
                    | 'no_runner'
                    | 'budget'
                    | 'concurrency'
                    | 'review_capacity'
                    | 'area_conflict'
                    | 'approval'
                  )
                | null;
              waiting_message: string | null;
              failure_reason:
                | (
                    | 'reported'
                    | 'lease_expired'
                    | 'timed_out'
                    | 'runtime_revoked'
                    | 'agent_disabled'
                    | 'secrets_unavailable'
                    | 'stalled'
                    | 'budget'
                  )
                | null;
              retry_of: string | null;
              instructions_version: number | null;
              next_attempt_at: string | null;
              /** @description The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run */
              awaiting_approval: boolean;
              artifacts?: {
                id: number;
                /** @enum {string} */
                type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
                state: ('draft' | 'open' | 'merged' | 'closed') | null;
                url: string | null;
                reference: string | null;
                title: string;
                created_at: string;
                claim_checked_at: string | null;
                claim_check:
                  | {
                      claim: string;
                      says: string;
                      found: string;
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
              agent: {
                id: number;
                name: string;
              };
              issue: string | null;
              attempts: number;
              queued_at: string | null;
              started_at: string | null;
              finished_at: string | null;
              error: string | null;
              summary: string | null;
              usage: {
                input_tokens: number | null;
                output_tokens: number | null;
                cached_tokens: number | null;
                cache_write_tokens: number | null;
                cost_usd: number | null;
              } | null;
              waiting_reason:
                | (
                    | 'dependencies'
                    | 'no_runner'
                    | 'budget'
                    | 'concurrency'
                    | 'review_capacity'
                    | 'area_conflict'
                    | 'approval'
                  )
                | null;
              waiting_message: string | null;
              failure_reason:
                | (
                    | 'reported'
                    | 'lease_expired'
                    | 'timed_out'
                    | 'runtime_revoked'
                    | 'agent_disabled'
                    | 'secrets_unavailable'
                    | 'stalled'
                    | 'budget'
                  )
                | null;
              retry_of: string | null;
              instructions_version: number | null;
              next_attempt_at: string | null;
              /** @description The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run */
              awaiting_approval: boolean;
              artifacts?: {
                id: number;
                /** @enum {string} */
                type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
                state: ('draft' | 'open' | 'merged' | 'closed') | null;
                url: string | null;
                reference: string | null;
                title: string;
                created_at: string;
                claim_checked_at: string | null;
                claim_check:
                  | {
                      claim: string;
                      says: string;
                      found: string;
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  retryRun: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Accepted */
      202: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              /** @enum {string} */
              status: 'queued' | 'dispatched' | 'running' | 'completed' | 'failed' | 'canceled';
              agent: {
                id: number;
                name: string;
              };
              issue: string | null;
              attempts: number;
              queued_at: string | null;
              started_at: string | null;
              finished_at: string | null;
              error: string | null;
              summary: string | null;
              usage: {
                input_tokens: number | null;
                output_tokens: number | null;
                cached_tokens: number | null;
                cache_write_tokens: number | null;
                cost_usd: number | null;
              } | null;
              waiting_reason:
                | (
                    | 'dependencies'
                    | 'no_runner'
                    | 'budget'
                    | 'concurrency'
                    | 'review_capacity'
                    | 'area_conflict'
                    | 'approval'
                  )
                | null;
              waiting_message: string | null;
              failure_reason:
                | (
                    | 'reported'
                    | 'lease_expired'
                    | 'timed_out'
                    | 'runtime_revoked'
                    | 'agent_disabled'
                    | 'secrets_unavailable'
                    | 'stalled'
                    | 'budget'
                  )
                | null;
              retry_of: string | null;
              instructions_version: number | null;
              next_attempt_at: string | null;
              /** @description The run (dispatched or running) waits for an answer to one of its approvals (GET /runs/{ulid}/approvals); it keeps running and renewing its lease meanwhile. Never true for a queued run */
              awaiting_approval: boolean;
              artifacts?: {
                id: number;
                /** @enum {string} */
                type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
                state: ('draft' | 'open' | 'merged' | 'closed') | null;
                url: string | null;
                reference: string | null;
                title: string;
                created_at: string;
                claim_checked_at: string | null;
                claim_check:
                  | {
                      claim: string;
                      says: string;
                      found: string;
                    }[]
                  | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRunLog: {
    parameters: {
      query?: {
        after?: number;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              seq: number;
              attempt: number;
              /** @enum {string} */
              stream: 'stdout' | 'stderr' | 'runner';
              at: string;
              text: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamRunLog: {
    parameters: {
      query?: {
        after?: number;
      };
      header?: never;
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events: run (the run, when it changes), line (id: its seq; Last-Event-ID resumes), keep-alive comments. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRunApprovals: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            }[];
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  requestApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        run: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @description A short phrase naming the action: deploy, run migration, spend past ceiling */
          action: string;
          /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
          scope:
            | string
            | {
                [key: string]: unknown;
              };
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            };
          };
        };
      };
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listApprovals: {
    parameters: {
      query?: {
        status?: 'pending' | 'approved' | 'denied';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getApproval: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  approveApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  denyApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          reason?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @description The ULID of the run that asked */
              run: string;
              issue: string | null;
              agent: {
                id: number;
                name: string;
              };
              action: string;
              /** @description What exactly the action applies to: a text, or an object (at most 4 KB as JSON) */
              scope:
                | string
                | {
                    [key: string]: unknown;
                  };
              /** @enum {string} */
              status: 'pending' | 'approved' | 'denied';
              requested_at: string;
              /** @description Unanswered by then (24 hours after the request), it is denied */
              expires_at: string;
              answered_by: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              answered_at: string | null;
              reason: string | null;
              /** @description Whether the caller may approve or deny it now */
              can_answer: boolean;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssueDeliveries: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              type: 'pull_request' | 'branch' | 'commit' | 'document' | 'url';
              state: ('draft' | 'open' | 'merged' | 'closed') | null;
              url: string | null;
              reference: string | null;
              title: string;
              created_at: string;
              claim_checked_at: string | null;
              claim_check:
                | {
                    claim: string;
                    says: string;
                    found: string;
                  }[]
                | null;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssuePullRequests: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description `github`, `gitea`, or the host of a delivered link */
              provider: string;
              /** @description `owner/name` */
              repository: string;
              number: number;
              title: string;
              url: string;
              /** @enum {string} */
              state: 'open' | 'closed' | 'merged';
              draft: boolean;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssueComments: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              body: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              in_reply_to: number | null;
              from_run: string | null;
              mentions: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              }[];
              attachments: {
                id: number;
                name: string;
                mime: string;
                size: number;
                checksum: string | null;
                uploader: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
                url: string;
                created_at: string;
              }[];
              withdrawn: boolean;
              created_at: string;
              updated_at: string;
              edited_at: string | null;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createIssueComment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body: string;
          in_reply_to?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              body: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              in_reply_to: number | null;
              from_run: string | null;
              mentions: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              }[];
              attachments: {
                id: number;
                name: string;
                mime: string;
                size: number;
                checksum: string | null;
                uploader: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
                url: string;
                created_at: string;
              }[];
              withdrawn: boolean;
              created_at: string;
              updated_at: string;
              edited_at: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  withdrawIssueComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
        comment: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateIssueComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
        comment: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          body?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              body: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              in_reply_to: number | null;
              from_run: string | null;
              mentions: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              }[];
              attachments: {
                id: number;
                name: string;
                mime: string;
                size: number;
                checksum: string | null;
                uploader: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
                url: string;
                created_at: string;
              }[];
              withdrawn: boolean;
              created_at: string;
              updated_at: string;
              edited_at: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listInbox: {
    parameters: {
      query?: {
        unread?: '1' | '0' | 'true' | 'false';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              type:
                | 'mention'
                | 'assignment'
                | 'budget'
                | 'run_failed'
                | 'runtime_offline'
                | 'review_requested'
                | 'approval'
                | 'minutes';
              read: boolean;
              read_at: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue: {
                id: string;
                title: string;
              } | null;
              comment: {
                id: number;
                excerpt: string;
              } | null;
              run: string | null;
              note: string | null;
              meeting: {
                id: string;
                title: string;
              } | null;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  markInboxItemRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              type:
                | 'mention'
                | 'assignment'
                | 'budget'
                | 'run_failed'
                | 'runtime_offline'
                | 'review_requested'
                | 'approval'
                | 'minutes';
              read: boolean;
              read_at: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              issue: {
                id: string;
                title: string;
              } | null;
              comment: {
                id: number;
                excerpt: string;
              } | null;
              run: string | null;
              note: string | null;
              meeting: {
                id: string;
                title: string;
              } | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMeetings: {
    parameters: {
      query?: {
        project?: number;
        when?: 'upcoming' | 'past' | 'all';
        series?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createMeeting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          project: number;
          /**
           * Format: date-time
           * @description a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z, in the years 1900–2199
           */
          scheduled_for: string;
          location?: string | null;
          duration_minutes?: number;
          agenda?: string | null;
          minutes?: string | null;
          notes?: string | null;
          attendees?: {
            /** @description an actor key such as user:3 or agent:2 */
            actor?: string;
            name?: string;
            required?: boolean;
          }[];
          recurrence?: {
            /** @enum {string} */
            every: 'weekly' | 'biweekly' | 'monthly';
            count: number;
          };
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getMeeting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        meeting: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateMeeting: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        meeting: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          project?: number;
          /**
           * Format: date-time
           * @description a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z, in the years 1900–2199
           */
          scheduled_for?: string;
          location?: string | null;
          duration_minutes?: number;
          agenda?: string | null;
          minutes?: string | null;
          notes?: string | null;
          attendees?: {
            /** @description an actor key such as user:3 or agent:2 */
            actor?: string;
            name?: string;
            required?: boolean;
          }[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  sendMeetingMinutes: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        meeting: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': Record<string, never> | null;
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  cancelMeeting: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        meeting: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          following?: boolean;
        } | null;
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              title: string;
              project: string;
              project_id: number;
              location: string;
              scheduled_for: string;
              ends_at: string;
              duration_minutes: number;
              /** @enum {string} */
              status: 'scheduled' | 'held' | 'minuted' | 'canceled';
              recurring: boolean;
              series: string | null;
              organiser: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              attendees: {
                name: string;
                required: boolean;
                actor: {
                  /** @enum {string} */
                  type: 'user' | 'agent';
                  id: number;
                  name: string;
                } | null;
              }[];
              action_items: {
                identifier: string;
                title: string;
                status: string;
              }[];
              minutes_sent_at: string | null;
              canceled_at: string | null;
              agenda?: string;
              minutes?: string;
              notes?: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  logMeetingTime: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        meeting: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          duration?: string;
          minutes?: number;
          /**
           * Format: date
           * @description a date in the form YYYY-MM-DD, in the years 1900–2199
           */
          spent_on?: string;
          note?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              subject: 'issue' | 'meeting' | 'absence';
              issue?: string;
              meeting?: string;
              absence: string | null;
              title: string;
              minutes: number;
              spent_on: string;
              /** @enum {string} */
              source: 'manual' | 'timer' | 'agent_run';
              editable: boolean;
              note: string | null;
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listArticles: {
    parameters: {
      query?: {
        q?: string;
        parent?: string;
        state?: 'draft' | 'in_review' | 'published' | 'archived';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              parent: string | null;
              title: string;
              depth: number;
              /** @enum {string} */
              state: 'draft' | 'in_review' | 'published' | 'archived';
              published: boolean;
              excerpt: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createArticle: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title: string;
          body?: string | null;
          /** @enum {string} */
          state?: 'draft' | 'in_review' | 'published' | 'archived';
          published?: boolean;
          parent?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              parent: string | null;
              title: string;
              depth: number;
              /** @enum {string} */
              state: 'draft' | 'in_review' | 'published' | 'archived';
              published: boolean;
              excerpt: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
              body: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getArticle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        article: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              parent: string | null;
              title: string;
              depth: number;
              /** @enum {string} */
              state: 'draft' | 'in_review' | 'published' | 'archived';
              published: boolean;
              excerpt: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
              body: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateArticle: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        article: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          title?: string;
          body?: string | null;
          /** @enum {string} */
          state?: 'draft' | 'in_review' | 'published' | 'archived';
          published?: boolean;
          parent?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              parent: string | null;
              title: string;
              depth: number;
              /** @enum {string} */
              state: 'draft' | 'in_review' | 'published' | 'archived';
              published: boolean;
              excerpt: string;
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
              body: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWhiteboards: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              visibility: 'workspace' | 'private';
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getWhiteboard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        whiteboard: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              name: string;
              /** @enum {string} */
              visibility: 'workspace' | 'private';
              author: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              created_at: string;
              updated_at: string;
              elements: {
                ulid: string;
                type: string;
                text: string;
                x: number;
                y: number;
                color: string;
                votes: number;
                issue: string | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createWhiteboardNote: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        whiteboard: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          text: string;
          /** @enum {string} */
          type?: 'note' | 'box';
          /** @enum {string} */
          color?: 'yellow' | 'orange' | 'red' | 'pink' | 'purple' | 'blue' | 'green' | 'gray' | 'white';
          x?: number;
          y?: number;
          issue?: string | number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              ulid: string;
              type: string;
              text: string;
              x: number;
              y: number;
              color: string;
              votes: number;
              issue: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamWhiteboardEvents: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        whiteboard: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events: ready, element.created, element.updated, element.deleted, resync, and keep-alive comments. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listSavedViews: {
    parameters: {
      query?: {
        surface?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              surface: string;
              filters: {
                [key: string]: unknown;
              };
              owner: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              };
              shared: boolean;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listMembers: {
    parameters: {
      query?: {
        /** @description a prefix of the name or of one of its words */
        q?: string;
        type?: 'user' | 'agent';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description the actor key, user:<id> or agent:<id> */
              key: string;
              /** @enum {string} */
              type: 'user' | 'agent';
              id: number;
              name: string;
              role: ('owner' | 'admin' | 'member' | 'guest' | 'management') | null;
              email: string | null;
              status: ('idle' | 'busy' | 'offline' | 'disabled') | null;
              active: boolean;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listLabels: {
    parameters: {
      query?: {
        /** @description a prefix of the name, in any case */
        q?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              color: string | null;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createLabel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          color?: string | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              color: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateLabel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          color?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              color: string | null;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listStates: {
    parameters: {
      query?: {
        /** @description only the states of this status */
        status?: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /**
               * @description The status (category) the state belongs to
               * @enum {string}
               */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              /** @description #rrggbb */
              color: string;
              /** @description Order within its status, from 0 */
              position: number;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createState: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @enum {string} */
          status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
          /** @description a colour as #rrggbb */
          color: string;
          /** @description its place among the states of its status, from 0; the others move along */
          position?: number;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /**
               * @description The status (category) the state belongs to
               * @enum {string}
               */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              /** @description #rrggbb */
              color: string;
              /** @description Order within its status, from 0 */
              position: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateState: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /**
           * @description accepted only unchanged: a state's status is fixed
           * @enum {string}
           */
          status?: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
          /** @description a colour as #rrggbb */
          color?: string;
          /** @description its place among the states of its status, from 0; the others move along */
          position?: number;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /**
               * @description The status (category) the state belongs to
               * @enum {string}
               */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              /** @description #rrggbb */
              color: string;
              /** @description Order within its status, from 0 */
              position: number;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listChatChannels: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'slack' | 'teams';
              /** @description The incoming webhook, shortened to its origin and last four characters: the whole address is a credential and is never shown again */
              webhook_url: string;
              events: (
                | 'issue.created'
                | 'issue.status_changed'
                | 'comment.created'
                | 'run.failed'
                | 'review.requested'
                | 'approval.requested'
              )[];
              project_id: number | null;
              /**
               * @description stopped after twelve consecutive failed posts; a change of address or a test message that goes through starts it again
               * @enum {string}
               */
              state: 'active' | 'stopped';
              /** @description Consecutive failed posts; one success clears it */
              failure_count: number;
              last_error: string | null;
              last_error_at: string | null;
              last_delivered_at: string | null;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createChatChannel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          kind: 'slack' | 'teams';
          webhook_url: string;
          events: (
            | 'issue.created'
            | 'issue.status_changed'
            | 'comment.created'
            | 'run.failed'
            | 'review.requested'
            | 'approval.requested'
          )[];
          project_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'slack' | 'teams';
              /** @description The incoming webhook, shortened to its origin and last four characters: the whole address is a credential and is never shown again */
              webhook_url: string;
              events: (
                | 'issue.created'
                | 'issue.status_changed'
                | 'comment.created'
                | 'run.failed'
                | 'review.requested'
                | 'approval.requested'
              )[];
              project_id: number | null;
              /**
               * @description stopped after twelve consecutive failed posts; a change of address or a test message that goes through starts it again
               * @enum {string}
               */
              state: 'active' | 'stopped';
              /** @description Consecutive failed posts; one success clears it */
              failure_count: number;
              last_error: string | null;
              last_error_at: string | null;
              last_delivered_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getChatChannel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'slack' | 'teams';
              /** @description The incoming webhook, shortened to its origin and last four characters: the whole address is a credential and is never shown again */
              webhook_url: string;
              events: (
                | 'issue.created'
                | 'issue.status_changed'
                | 'comment.created'
                | 'run.failed'
                | 'review.requested'
                | 'approval.requested'
              )[];
              project_id: number | null;
              /**
               * @description stopped after twelve consecutive failed posts; a change of address or a test message that goes through starts it again
               * @enum {string}
               */
              state: 'active' | 'stopped';
              /** @description Consecutive failed posts; one success clears it */
              failure_count: number;
              last_error: string | null;
              last_error_at: string | null;
              last_delivered_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteChatChannel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateChatChannel: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          webhook_url?: string;
          events?: (
            | 'issue.created'
            | 'issue.status_changed'
            | 'comment.created'
            | 'run.failed'
            | 'review.requested'
            | 'approval.requested'
          )[];
          project_id?: number | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              kind: 'slack' | 'teams';
              /** @description The incoming webhook, shortened to its origin and last four characters: the whole address is a credential and is never shown again */
              webhook_url: string;
              events: (
                | 'issue.created'
                | 'issue.status_changed'
                | 'comment.created'
                | 'run.failed'
                | 'review.requested'
                | 'approval.requested'
              )[];
              project_id: number | null;
              /**
               * @description stopped after twelve consecutive failed posts; a change of address or a test message that goes through starts it again
               * @enum {string}
               */
              state: 'active' | 'stopped';
              /** @description Consecutive failed posts; one success clears it */
              failure_count: number;
              last_error: string | null;
              last_error_at: string | null;
              last_delivered_at: string | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  testChatChannel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              delivered: boolean;
              status: number | null;
              error: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTemplates: {
    parameters: {
      query?: {
        scheduled?: '1' | '0' | 'true' | 'false';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              title: string | null;
              description: string | null;
              type:
                | (
                    | 'epic'
                    | 'bug'
                    | 'feature'
                    | 'task'
                    | 'cosmetics'
                    | 'exception'
                    | 'usability_problem'
                    | 'performance_problem'
                    | 'generic'
                  )
                | null;
              priority: ('urgent' | 'high' | 'medium' | 'low') | null;
              labels: string[];
              /** @description custom field values the issues it makes start with, by key */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              project_id: number | null;
              assignee_type: ('user' | 'agent') | null;
              assignee_id: number | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              schedule: {
                /** @enum {string} */
                every: 'day' | 'week' | 'month';
                on: (string | number)[];
                at: string;
                timezone: string;
              } | null;
              paused: boolean;
              /** @description the next occurrences (UTC) of a schedule that is not paused; empty otherwise */
              next_occurrences: string[];
              last_occurrence: {
                occurs_at: string;
                issue: string | null;
                error: string | null;
              } | null;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          title?: string | null;
          description?: string | null;
          type?:
            | (
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic'
              )
            | null;
          priority?: ('urgent' | 'high' | 'medium' | 'low') | null;
          /** @description label names, as issues take them */
          labels?: string[];
          /** @description custom field values by key, merged into the issue's: a key with null clears it, keys left out stay */
          fields?: {
            [key: string]: unknown;
          };
          project_id?: number | null;
          assignee?: string | null;
          assignee_type?: ('user' | 'agent') | null;
          assignee_id?: number | null;
          schedule?: {
            /** @enum {string} */
            every: 'day' | 'week' | 'month';
            /** @description every week: weekdays mon…sun; every month: day numbers 1…31 (months without that day are skipped), last-day, or first-mon … last-sun; every day: empty */
            on?: (string | number)[];
            /** @description the wall-clock time HH:MM in the time zone */
            at: string;
            /** @description an IANA time zone such as Europe/Berlin; UTC when left out */
            timezone?: string;
          } | null;
          paused?: boolean;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              title: string | null;
              description: string | null;
              type:
                | (
                    | 'epic'
                    | 'bug'
                    | 'feature'
                    | 'task'
                    | 'cosmetics'
                    | 'exception'
                    | 'usability_problem'
                    | 'performance_problem'
                    | 'generic'
                  )
                | null;
              priority: ('urgent' | 'high' | 'medium' | 'low') | null;
              labels: string[];
              /** @description custom field values the issues it makes start with, by key */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              project_id: number | null;
              assignee_type: ('user' | 'agent') | null;
              assignee_id: number | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              schedule: {
                /** @enum {string} */
                every: 'day' | 'week' | 'month';
                on: (string | number)[];
                at: string;
                timezone: string;
              } | null;
              paused: boolean;
              /** @description the next occurrences (UTC) of a schedule that is not paused; empty otherwise */
              next_occurrences: string[];
              last_occurrence: {
                occurs_at: string;
                issue: string | null;
                error: string | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              title: string | null;
              description: string | null;
              type:
                | (
                    | 'epic'
                    | 'bug'
                    | 'feature'
                    | 'task'
                    | 'cosmetics'
                    | 'exception'
                    | 'usability_problem'
                    | 'performance_problem'
                    | 'generic'
                  )
                | null;
              priority: ('urgent' | 'high' | 'medium' | 'low') | null;
              labels: string[];
              /** @description custom field values the issues it makes start with, by key */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              project_id: number | null;
              assignee_type: ('user' | 'agent') | null;
              assignee_id: number | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              schedule: {
                /** @enum {string} */
                every: 'day' | 'week' | 'month';
                on: (string | number)[];
                at: string;
                timezone: string;
              } | null;
              paused: boolean;
              /** @description the next occurrences (UTC) of a schedule that is not paused; empty otherwise */
              next_occurrences: string[];
              last_occurrence: {
                occurs_at: string;
                issue: string | null;
                error: string | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          title?: string | null;
          description?: string | null;
          type?:
            | (
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic'
              )
            | null;
          priority?: ('urgent' | 'high' | 'medium' | 'low') | null;
          /** @description label names, as issues take them */
          labels?: string[];
          /** @description custom field values by key, merged into the issue's: a key with null clears it, keys left out stay */
          fields?: {
            [key: string]: unknown;
          };
          project_id?: number | null;
          assignee?: string | null;
          assignee_type?: ('user' | 'agent') | null;
          assignee_id?: number | null;
          schedule?: {
            /** @enum {string} */
            every: 'day' | 'week' | 'month';
            /** @description every week: weekdays mon…sun; every month: day numbers 1…31 (months without that day are skipped), last-day, or first-mon … last-sun; every day: empty */
            on?: (string | number)[];
            /** @description the wall-clock time HH:MM in the time zone */
            at: string;
            /** @description an IANA time zone such as Europe/Berlin; UTC when left out */
            timezone?: string;
          } | null;
          paused?: boolean;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              title: string | null;
              description: string | null;
              type:
                | (
                    | 'epic'
                    | 'bug'
                    | 'feature'
                    | 'task'
                    | 'cosmetics'
                    | 'exception'
                    | 'usability_problem'
                    | 'performance_problem'
                    | 'generic'
                  )
                | null;
              priority: ('urgent' | 'high' | 'medium' | 'low') | null;
              labels: string[];
              /** @description custom field values the issues it makes start with, by key */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              project_id: number | null;
              assignee_type: ('user' | 'agent') | null;
              assignee_id: number | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              schedule: {
                /** @enum {string} */
                every: 'day' | 'week' | 'month';
                on: (string | number)[];
                at: string;
                timezone: string;
              } | null;
              paused: boolean;
              /** @description the next occurrences (UTC) of a schedule that is not paused; empty otherwise */
              next_occurrences: string[];
              last_occurrence: {
                occurs_at: string;
                issue: string | null;
                error: string | null;
              } | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listFields: {
    parameters: {
      query?: {
        project_id?: number;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description the name of the field in an issue's `fields` and in `field[key]` filters */
              key: string;
              /** @enum {string} */
              type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
              /** @description the choices of a select or multi_select; empty otherwise */
              options: string[];
              project_id: number | null;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createField: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description lower-case letters, digits and _, starting with a letter */
          key: string;
          /** @enum {string} */
          type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
          /** @description the choices of a select or multi_select: distinct, non-empty */
          options?: string[];
          project_id?: number | null;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description the name of the field in an issue's `fields` and in `field[key]` filters */
              key: string;
              /** @enum {string} */
              type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
              /** @description the choices of a select or multi_select; empty otherwise */
              options: string[];
              project_id: number | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getField: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description the name of the field in an issue's `fields` and in `field[key]` filters */
              key: string;
              /** @enum {string} */
              type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
              /** @description the choices of a select or multi_select; empty otherwise */
              options: string[];
              project_id: number | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteField: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateField: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description the choices of a select or multi_select: distinct, non-empty */
          options?: string[];
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description the name of the field in an issue's `fields` and in `field[key]` filters */
              key: string;
              /** @enum {string} */
              type: 'text' | 'number' | 'select' | 'multi_select' | 'date' | 'person' | 'url';
              /** @description the choices of a select or multi_select; empty otherwise */
              options: string[];
              project_id: number | null;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listCycles: {
    parameters: {
      query?: {
        when?: 'all' | 'current' | 'upcoming' | 'past';
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              number: number;
              /**
               * Format: date
               * @description a date in the form YYYY-MM-DD, in the years 1900–2199
               */
              starts_on: string;
              /**
               * Format: date
               * @description a date in the form YYYY-MM-DD, in the years 1900–2199
               */
              ends_on: string;
              /** @enum {string} */
              state: 'past' | 'current' | 'upcoming';
              issues: number;
              done: number;
              carried_in: number | null;
              carried_out: number | null;
              statuses: {
                /** @enum {string} */
                status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
                issues: number;
              }[];
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamEvents: {
    parameters: {
      query?: {
        /** @description resume after this event id, as the Last-Event-ID header does (the header wins) */
        last_event_id?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Server-Sent Events: `ready` (`data: {"last_event_id": N}`), then one message per workspace event (`id:` the event id, `event:` its name, `issue.created`, `comment.created`, `run.failed`…; `data:` `{"occurred_at", "object"}`, see `x-event-data`), `resync` (`data: {"reason"}`) when missed events cannot be replayed, and keep-alive comments. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getUsage: {
    parameters: {
      query?: {
        /** @description YYYY-MM, in the years 1900–2199; this month by default */
        month?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              month: string;
              workspace: {
                runs: number;
                cost_usd: number;
                monthly_cap_usd: number | null;
              };
              agents: {
                id: number | null;
                name: string | null;
                runs: number;
                cost_usd: number;
                input_tokens: number;
                output_tokens: number;
                monthly_cap_usd: number | null;
              }[];
              /** @description runs without a project under id null */
              projects: {
                id: number | null;
                name: string | null;
                runs: number;
                cost_usd: number;
                input_tokens: number;
                output_tokens: number;
                monthly_cap_usd: number | null;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listRepositories: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description a git URL: https://, ssh://, git@host:path, file:// or an absolute path */
              url: string;
              default_branch: string;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createRepository: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name: string;
          /** @description https://host/path, ssh://host/path, git@host:path, file:///path or /path; never with a user name or password */
          url: string;
          /** @description such as main */
          default_branch?: string;
        };
      };
    };
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description a git URL: https://, ssh://, git@host:path, file:// or an absolute path */
              url: string;
              default_branch: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRepository: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description a git URL: https://, ssh://, git@host:path, file:// or an absolute path */
              url: string;
              default_branch: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteRepository: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateRepository: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          name?: string;
          /** @description https://host/path, ssh://host/path, git@host:path, file:///path or /path; never with a user name or password */
          url?: string;
          /** @description such as main */
          default_branch?: string;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              /** @description a git URL: https://, ssh://, git@host:path, file:// or an absolute path */
              url: string;
              default_branch: string;
              created_at: string;
              updated_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAgentScorecard: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: 29 days before `to` */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: today (UTC) */
        to?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              runs: {
                completed: number;
                /** @description Every failed run, timed_out and stalled included. */
                failed: number;
                canceled: number;
                /** @description Failed runs that ran past max_run_minutes. */
                timed_out: number;
                /** @description Failed runs that reported nothing for stall_minutes. */
                stalled: number;
              };
              deliveries: {
                /** @description Pull requests its runs delivered in the window. */
                opened: number;
                /** @description Of those, the ones merged since. */
                merged: number;
                /** @description Of those, the ones closed without merging. */
                closed_unmerged: number;
              };
              /** @description Issues it had worked on that moved from done back to an open status in the window. */
              reopened: number;
              /** @description Changes requested on its work in the window. */
              review_rounds: number;
              /** @description The cost of its runs that ended in the window. */
              cost_usd: number;
              cost_per_merged_usd: number | null;
              median_run_minutes: number | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAgentScorecardSeries: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: 29 days before `to` */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: today (UTC) */
        to?: string;
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              weeks: {
                /** @description The Monday the ISO week starts on (YYYY-MM-DD). */
                week: string;
                runs: {
                  completed: number;
                  failed: number;
                  canceled: number;
                  timed_out: number;
                  stalled: number;
                };
                deliveries: {
                  opened: number;
                  merged: number;
                  closed_unmerged: number;
                };
                cost_usd: number;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAgentScorecards: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: 29 days before `to` */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199; default: today (UTC) */
        to?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              agent: {
                id: number;
                name: string;
              };
              from: string;
              to: string;
              scorecard: {
                runs: {
                  completed: number;
                  /** @description Every failed run, timed_out and stalled included. */
                  failed: number;
                  canceled: number;
                  /** @description Failed runs that ran past max_run_minutes. */
                  timed_out: number;
                  /** @description Failed runs that reported nothing for stall_minutes. */
                  stalled: number;
                };
                deliveries: {
                  /** @description Pull requests its runs delivered in the window. */
                  opened: number;
                  /** @description Of those, the ones merged since. */
                  merged: number;
                  /** @description Of those, the ones closed without merging. */
                  closed_unmerged: number;
                };
                /** @description Issues it had worked on that moved from done back to an open status in the window. */
                reopened: number;
                /** @description Changes requested on its work in the window. */
                review_rounds: number;
                /** @description The cost of its runs that ended in the window. */
                cost_usd: number;
                cost_per_merged_usd: number | null;
                median_run_minutes: number | null;
              };
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getIssueCost: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              people: {
                minutes: number;
                by_person: {
                  id: number;
                  name: string;
                  minutes: number;
                }[];
              };
              agents: {
                runs: number;
                /** @description Time its agents logged for their runs. */
                minutes: number;
                cost_usd: number;
                by_agent: {
                  id: number;
                  name: string;
                  runs: number;
                  minutes: number;
                  cost_usd: number;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  reviewIssue: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          /** @enum {string} */
          decision: 'approve' | 'request_changes';
          body?: string | null;
        };
      };
    };
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Counts the issue’s review rounds from 1 */
              round: number;
              /** @enum {string} */
              state: 'open' | 'approved' | 'changes_requested';
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              agent: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              run: string | null;
              decision: ('approve' | 'request_changes') | null;
              body: string | null;
              comment_id: number | null;
              requested_at: string;
              decided_at: string | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssueReviews: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Counts the issue’s review rounds from 1 */
              round: number;
              /** @enum {string} */
              state: 'open' | 'approved' | 'changes_requested';
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              agent: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              run: string | null;
              decision: ('approve' | 'request_changes') | null;
              body: string | null;
              comment_id: number | null;
              requested_at: string;
              decided_at: string | null;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAwaitingMyReview: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: string;
              number: number;
              title: string;
              description: string | null;
              acceptance_criteria: string[];
              /** @description Path patterns of the repository its runs work in (decisions §12.11); empty: the project's apply */
              areas: string[];
              /** @enum {string} */
              type:
                | 'epic'
                | 'bug'
                | 'feature'
                | 'task'
                | 'cosmetics'
                | 'exception'
                | 'usability_problem'
                | 'performance_problem'
                | 'generic';
              /** @enum {string} */
              status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
              state_id: number | null;
              /** @enum {string} */
              priority: 'urgent' | 'high' | 'medium' | 'low';
              project?: {
                id: number;
                name: string;
              } | null;
              epic: {
                id: string;
                title: string;
              } | null;
              assignee: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              reviewer: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              creator: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              start_date: string | null;
              due_date: string | null;
              estimate_minutes: number | null;
              capacity_share: string | null;
              claims_capacity: boolean | null;
              spent_minutes: number;
              labels: string[];
              /** @description custom field values by key: only fields of the workspace or of the issue's project, only those with a value (text, url, select, date: string; number, person (a user id): number; multi_select: array of options) */
              fields: {
                [key: string]: string | number | string[] | null;
              };
              cycle?: {
                number: number;
                starts_on: string;
                ends_on: string;
              } | null;
              carried_over: number;
              /** @description Identifiers of the live issues blocking this one */
              blocked_by: string[];
              /** @description Identifiers of the live issues this one blocks */
              blocks: string[];
              progress: {
                done: number;
                total: number;
              } | null;
              created_at: string;
              updated_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listAuditLog: {
    parameters: {
      query?: {
        /** @description an actor key such as user:3 or agent:2, or `system` */
        actor?: string;
        /** @description an action (`token.created`) or its subject with the dot (`token.`) for all of them */
        action?: string;
        /** @description entries at or after: a date (2026-11-02) or an ISO 8601 timestamp */
        from?: string;
        /** @description entries at or before: a timestamp, or a date meaning through the end of that day */
        to?: string;
        page?: number;
        per_page?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              /** @enum {string} */
              action:
                | 'sign_in.succeeded'
                | 'sign_in.failed'
                | 'password.changed'
                | 'password.set'
                | 'sessions.ended_all'
                | 'sessions.ended_others'
                | 'sessions.ended_by_admin'
                | 'member.role_changed'
                | 'member.removed'
                | 'invitation.created'
                | 'invitation.revoked'
                | 'invitation.accepted'
                | 'token.created'
                | 'token.revoked'
                | 'workspace.exported'
                | 'workspace.imported'
                | 'webhook.created'
                | 'webhook.updated'
                | 'webhook.deleted'
                | 'webhook.secret_rotated'
                | 'integration.connected'
                | 'integration.disconnected'
                | 'integration.secret_rotated'
                | 'chat_channel.connected'
                | 'chat_channel.changed'
                | 'chat_channel.disconnected'
                | 'agent_secret.set'
                | 'agent_secret.deleted'
                | 'approval.approved'
                | 'approval.denied'
                | 'second_factor.added'
                | 'second_factor.removed'
                | 'second_factor.reset'
                | 'recovery_codes.regenerated'
                | 'recovery_code.used'
                | 'second_factor.requirement_changed';
              /** @description Who did it, named as when it happened; null: the system (a `tandem admin` command, a scheduled job) or, for a failed sign-in, whoever tried */
              actor: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              target: {
                /** @enum {string} */
                type:
                  | 'user'
                  | 'workspace'
                  | 'member'
                  | 'invitation'
                  | 'token'
                  | 'webhook'
                  | 'integration'
                  | 'chat_channel'
                  | 'agent'
                  | 'approval';
                id: number | null;
                /** @description Its name when the entry was written */
                name: string;
              };
              /** @description What changed, small; never a secret (token, password, link or secret values) */
              details: {
                [key: string]: unknown;
              };
              ip: string | null;
              /** @description Brought in by a workspace import, not written here */
              imported: boolean;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getRoadmap: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199: items ending before it are left out */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199, not before `from`: items starting after it are left out */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              /** @description Projects with a date in the window, without dates, or holding a listed epic; by start (then target), undated last */
              projects: {
                id: number;
                name: string;
                /** @enum {string} */
                status: 'planned' | 'active' | 'paused' | 'completed' | 'canceled';
                start_date: string | null;
                target_date: string | null;
                /** @description Issues counted for progress: not deleted, not canceled, not generic (a project: its issues but epics; an epic: its children) */
                progress: {
                  done: number;
                  total: number;
                };
              }[];
              /** @description Epics with a date in the window, or without dates; by start (then target), undated last */
              epics: {
                /** @description the epic issue identifier, as ACME-12 */
                id: string;
                issue_id: number;
                title: string;
                /** @enum {string} */
                status: 'backlog' | 'todo' | 'in_progress' | 'in_review' | 'on_hold' | 'done' | 'canceled';
                project_id: number | null;
                start_date: string | null;
                target_date: string | null;
                /** @description Issues counted for progress: not deleted, not canceled, not generic (a project: its issues but epics; an epic: its children) */
                progress: {
                  done: number;
                  total: number;
                };
              }[];
              /** @description Dependencies between two listed epics */
              dependencies: {
                /** @description the identifier of the epic that blocks */
                blocker: string;
                /** @description the identifier of the epic it blocks */
                blocked: string;
              }[];
              /** @description true when more than 500 projects or epics matched and the rest were left out */
              truncated: boolean;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCycleBurnup: {
    parameters: {
      query?: {
        /** @description A cycle's number (default: the cycle of today); 404 with cycles off. */
        cycle_id?: number;
        /** @description Only work of this project of the workspace (422 for another). */
        project_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              cycle: {
                number: number;
                starts_on: string;
                ends_on: string;
              };
              days: {
                /** @description A day of the cycle up to today, YYYY-MM-DD. */
                day: string;
                /** @description Issues planned into the cycle by the end of the day. */
                scope: number;
                /** @description Of those, the ones done by the end of the day. */
                done: number;
                /** @description Of the scope, the issues carried over into it from the cycle before. */
                carried_in: number;
              }[];
              /** @description Issues the cycle began with, carried over from before. */
              carried_in: number;
              carried_out: number | null;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getThroughput: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the first day counted (default: the Monday 11 weeks before `to`) */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the last day counted (default: today in UTC) */
        to?: string;
        /** @description Only work of this project of the workspace (422 for another). */
        project_id?: number;
        /** @description A cycle's number: only issues planned into that cycle (404 with cycles off). */
        cycle_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              /** @description The issue types that appear, in a steady order. */
              types: string[];
              weeks: {
                /** @description The Monday the ISO week starts on (YYYY-MM-DD). */
                week: string;
                total: number;
                by_type: {
                  type: string;
                  done: number;
                }[];
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getCycleTime: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the first day counted (default: the Monday 11 weeks before `to`) */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the last day counted (default: today in UTC) */
        to?: string;
        /** @description Only work of this project of the workspace (422 for another). */
        project_id?: number;
        /** @description A cycle's number: only issues planned into that cycle (404 with cycles off). */
        cycle_id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              /** @description From first start (in progress) to done, for the issues done in the window. */
              cycle_time: {
                count: number;
                median_days: number | null;
                p85_days: number | null;
                buckets: {
                  label: string;
                  min_days: number;
                  max_days: number | null;
                  count: number;
                }[];
              };
              /** @description From creation to done, for the issues done in the window. */
              lead_time: {
                count: number;
                median_days: number | null;
                p85_days: number | null;
                buckets: {
                  label: string;
                  min_days: number;
                  max_days: number | null;
                  count: number;
                }[];
              };
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTimeInsight: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the first day counted (default: the Monday 11 weeks before `to`) */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the last day counted (default: today in UTC) */
        to?: string;
        /** @description Only work of this project of the workspace (422 for another). */
        project_id?: number;
        /** @description A cycle's number: only issues planned into that cycle (404 with cycles off). */
        cycle_id?: number;
        /** @description Whose or what hours each row sums: `person` (default), `project` or `cycle`. */
        group_by?: 'person' | 'project' | 'cycle';
        /** @description `csv` answers text/csv (one row per group, or per group and week), for spreadsheets; default `json`. */
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Minutes by group, as JSON or CSV. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              /** @enum {string} */
              group_by: 'person' | 'project' | 'cycle';
              total_minutes: number;
              rows: {
                key: string | null;
                label: string;
                minutes: number;
              }[];
            };
          };
          'text/csv': string;
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAgentCost: {
    parameters: {
      query?: {
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the first day counted (default: the Monday 11 weeks before `to`) */
        from?: string;
        /** @description a date YYYY-MM-DD, in the years 1900–2199: the last day counted (default: today in UTC) */
        to?: string;
        /** @description Only work of this project of the workspace (422 for another). */
        project_id?: number;
        /** @description What each series sums runs' cost by: `agent` (default) or `project`. */
        group_by?: 'agent' | 'project';
        /** @description `csv` answers text/csv (one row per group, or per group and week), for spreadsheets; default `json`. */
        format?: 'json' | 'csv';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Cost per week by group, as JSON or CSV. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              from: string;
              to: string;
              /** @enum {string} */
              group_by: 'agent' | 'project';
              /** @description The Mondays of the weeks, in order. */
              weeks: string[];
              workspace_monthly_cap_usd: number | null;
              groups: {
                id: number | null;
                name: string;
                cost_usd: number;
                monthly_cap_usd: number | null;
                weekly_budget_usd: number | null;
                weeks: {
                  week: string;
                  cost_usd: number;
                }[];
              }[];
            };
          };
          'text/csv': string;
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listIssueAttachments: {
    parameters: {
      query?: {
        page?: number;
        per_page?: number;
      };
      header?: never;
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description OK */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              mime: string;
              size: number;
              checksum: string | null;
              uploader: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              url: string;
              created_at: string;
            }[];
            links: {
              first: string;
              last: string;
              prev: string | null;
              next: string | null;
            };
            meta: {
              current_page: number;
              from: number | null;
              to: number | null;
              last_page: number;
              per_page: number;
              total: number;
              path: string;
              links: {
                url: string | null;
                label: string;
                active: boolean;
              }[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadIssueAttachment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              mime: string;
              size: number;
              checksum: string | null;
              uploader: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              url: string;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  uploadCommentAttachment: {
    parameters: {
      query?: never;
      header?: {
        /** @description Repeats of this key from the same token within 24 hours answer the first response again without repeating the write (docs/api.md). */
        'Idempotency-Key'?: string;
      };
      path: {
        issue: string;
        comment: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Created */
      201: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: {
              id: number;
              name: string;
              mime: string;
              size: number;
              checksum: string | null;
              uploader: {
                /** @enum {string} */
                type: 'user' | 'agent';
                id: number;
                name: string;
              } | null;
              url: string;
              created_at: string;
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAttachment: {
    parameters: {
      query?: {
        download?: '1' | '0' | 'true' | 'false';
        size?: 'thumb' | 'large';
        preview?: '1' | '0' | 'true' | 'false';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description The requested byte range. */
      206: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/octet-stream': string;
        };
      };
      /** @description 416 */
      416: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            message: string;
            errors?: {
              [key: string]: string[];
            };
          };
        };
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteAttachment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description No content. */
      204: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description The request is invalid: `errors` names each field and what it expects. */
      422: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token (or this person, with the session) in the current window. */
      429: {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          /** @description Seconds until the window resets. */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description 401 missing or invalid token, 403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported type. */
      '4XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description A server fault (503 while shutting down). */
      '5XX': {
        headers: {
          /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current window. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
}
