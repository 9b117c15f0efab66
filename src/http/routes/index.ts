import type { RouteModule } from '../types.js';
import { agentRoutes } from './agents.js';
import { meRoutes } from './me.js';
import { projectRoutes } from './projects.js';

/** Every resource's routes, registered on the authenticated /api/v1 scope. */
export const apiRoutes: RouteModule[] = [meRoutes, projectRoutes, agentRoutes];
