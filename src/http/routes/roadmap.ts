import { roadmapFor } from '../../domain/issues/roadmap.js';
import { Data } from '../../schemas/common.js';
import { RoadmapQuery, RoadmapSchema } from '../../schemas/roadmap.js';
import { describeOperations } from '../openapi.js';
import type { RouteModule } from '../types.js';

/** The roadmap (decisions §12.15): projects and epics on a time line, read by whoever reads issues. */
export const roadmapRoutes: RouteModule = (app, { db }) => {
  const operation = describeOperations('projects');
  app.get(
    '/roadmap',
    {
      schema: {
        ...operation(
          'getRoadmap',
          'Get the roadmap',
          'Projects (`start_date`–`target_date`) and epics (`start_date`–`due_date`, answered as `target_date`) whose dates meet the window `from`–`to` (both included, either open), those without dates, their progress (done of counted issues) and the dependencies between the listed epics. A bad date, or `to` before `from`, is 422 on the field.',
        ),
        querystring: RoadmapQuery,
        response: { 200: Data(RoadmapSchema) },
      },
    },
    async (request) => ({ data: await roadmapFor(db, request.caller, request.query) }),
  );
};
