import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { bodyOf, fetchAllPages, server, type DataOf } from './client.js';

/** Custom fields (issue 40), over /api/v1/fields. */
export type CustomField = DataOf<'/api/v1/fields', 'get'>[number];
export type FieldType = CustomField['type'];
export type FieldInput = NonNullable<
  paths['/api/v1/fields']['post']['requestBody']
>['content']['application/json'];

export const FIELD_TYPE_NAMES: Record<FieldType, string> = {
  text: 'Text',
  number: 'Number',
  select: 'Select',
  multi_select: 'Multi-select',
  date: 'Date',
  person: 'Person',
  url: 'URL',
};

/** Every fields query starts with this key (the issue page's and the filters' too). */
export const FIELDS_KEY = ['fields'] as const;

export const fieldsQuery = () =>
  queryOptions({
    queryKey: [...FIELDS_KEY, 'all'],
    queryFn: ({ signal }) =>
      fetchAllPages(() => server.GET('/api/v1/fields', { params: { query: { per_page: 100 } }, signal }), {
        signal,
      }),
    staleTime: 60_000,
  });

/** The fields an issue of this project carries: the workspace's and the project's own. */
export function fieldsOfProject(fields: CustomField[], projectId: number | null | undefined): CustomField[] {
  return fields.filter((field) => field.project_id === null || field.project_id === projectId);
}

function useFieldMutation<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: FIELDS_KEY });
      // Options taken away or a field deleted change what issues show.
      await queryClient.invalidateQueries({ queryKey: ['issues'] });
    },
  });
}

export const useCreateField = () =>
  useFieldMutation(async (body: FieldInput) => bodyOf(await server.POST('/api/v1/fields', { body })));

export const useChangeField = () =>
  useFieldMutation(async ({ id, ...body }: { id: number; name?: string; options?: string[] }) =>
    bodyOf(await server.PATCH('/api/v1/fields/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteField = () =>
  useFieldMutation(async (id: number) => server.DELETE('/api/v1/fields/{id}', { params: { path: { id } } }));
