import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { bodyOf, fetchAllPages, server, type DataOf } from './client.js';

/** Issue templates and their schedules (issue 40), over /api/v1/templates. */
export type Template = DataOf<'/api/v1/templates', 'get'>[number];
export type TemplateInput = NonNullable<
  paths['/api/v1/templates']['post']['requestBody']
>['content']['application/json'];
export type TemplateChange = NonNullable<
  paths['/api/v1/templates/{id}']['patch']['requestBody']
>['content']['application/json'];
export type Schedule = NonNullable<Template['schedule']>;

/** Every templates query starts with this key (the New issue dialog's too), so a change refreshes all. */
export const TEMPLATES_KEY = ['templates'] as const;

export const templatesQuery = () =>
  queryOptions({
    queryKey: [...TEMPLATES_KEY, 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(() => server.GET('/api/v1/templates', { params: { query: { per_page: 100 } }, signal }), {
        signal,
      }),
    staleTime: 60_000,
  });

function useTemplateMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY }),
  });
}

export const useCreateTemplate = () =>
  useTemplateMutation(async (body: TemplateInput) =>
    bodyOf(await server.POST('/api/v1/templates', { body })),
  );

export const useChangeTemplate = () =>
  useTemplateMutation(async ({ id, ...body }: TemplateChange & { id: number }) =>
    bodyOf(await server.PATCH('/api/v1/templates/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteTemplate = () =>
  useTemplateMutation(async (id: number) =>
    server.DELETE('/api/v1/templates/{id}', { params: { path: { id } } }),
  );

const WEEKDAY_NAMES: Record<string, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

function monthRuleInWords(rule: string | number): string {
  if (typeof rule === 'number') return `day ${rule}`;
  if (rule === 'last-day') return 'the last day';
  const [nth, day] = rule.split('-');
  return `the ${nth} ${WEEKDAY_NAMES[day ?? ''] ?? day}`;
}

/** "Every weekday at 09:00 (Europe/Berlin)", "Every month on the first Monday at 10:00 (UTC)". */
export function scheduleInWords(schedule: Schedule): string {
  const at = `at ${schedule.at} (${schedule.timezone})`;
  if (schedule.every === 'day') return `Every day ${at}`;
  if (schedule.every === 'week') {
    const days = schedule.on.map(String);
    if (days.join() === 'mon,tue,wed,thu,fri') return `Every weekday ${at}`;
    return `Every ${days.map((day) => WEEKDAY_NAMES[day] ?? day).join(', ')} ${at}`;
  }
  return `Every month on ${schedule.on.map(monthRuleInWords).join(', ')} ${at}`;
}
