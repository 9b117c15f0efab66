import type { RouteModule } from '../types.js';
import { agentRoutes } from './agents.js';
import { meRoutes } from './me.js';
import { projectRoutes } from './projects.js';
import { issueRoutes } from './issues.js';
import { absenceRoutes } from './absences.js';
import { capacityRoutes } from './capacity.js';
import { timeEntryRoutes } from './time-entries.js';
import { timerRoutes } from './timer.js';
import { runRoutes } from './runs.js';
import { artifactRoutes } from './artifacts.js';
import { attachmentRoutes } from './attachments.js';
import { commentRoutes } from './comments.js';
import { inboxRoutes } from './inbox.js';
import { meetingRoutes } from './meetings.js';
import { articleRoutes } from './articles.js';
import { whiteboardRoutes } from './whiteboards.js';
import { savedViewRoutes } from './saved-views.js';
import { memberRoutes } from './members.js';
import { labelRoutes } from './labels.js';
import { stateRoutes } from './states.js';
import { chatChannelRoutes } from './chat-channels.js';
import { templateRoutes } from './templates.js';
import { fieldRoutes } from './fields.js';
import { cycleRoutes } from './cycles.js';
import { eventRoutes } from './events.js';
import { usageRoutes } from './usage.js';
import { pullRequestRoutes } from './pull-requests.js';
import { repositoryRoutes } from './repositories.js';
import { skillRoutes } from './skills.js';
import { scorecardRoutes } from './scorecards.js';
import { reviewRoutes } from './reviews.js';
import { approvalRoutes } from './approvals.js';
import { auditLogRoutes } from './audit-log.js';

import { roadmapRoutes } from './roadmap.js';
import { insightRoutes } from './insights.js';

/** Every resource's routes, registered on the authenticated /api/v1 scope. */
export const apiRoutes: RouteModule[] = [
  meRoutes,
  projectRoutes,
  issueRoutes,
  agentRoutes,
  skillRoutes,
  timeEntryRoutes,
  timerRoutes,
  absenceRoutes,
  capacityRoutes,
  runRoutes,
  approvalRoutes,
  artifactRoutes,
  pullRequestRoutes,
  commentRoutes,
  attachmentRoutes,
  inboxRoutes,
  meetingRoutes,
  articleRoutes,
  whiteboardRoutes,
  savedViewRoutes,
  memberRoutes,
  labelRoutes,
  stateRoutes,
  chatChannelRoutes,
  templateRoutes,
  fieldRoutes,
  cycleRoutes,
  eventRoutes,
  usageRoutes,
  repositoryRoutes,
  scorecardRoutes,
  reviewRoutes,
  auditLogRoutes,

  roadmapRoutes,
  insightRoutes,
];
