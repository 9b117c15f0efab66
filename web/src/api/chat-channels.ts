/** Chat channels (`/api/v1/chat-channels`, issue 41): Administration → Integrations → Chat channels. */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../../../src/client/api-types.js';
import { dataOf, fetchAllPages, server, type DataOf } from './client.js';

export type ChatChannel = DataOf<'/api/v1/chat-channels', 'get'>[number];
export type ChatChannelInput = NonNullable<
  paths['/api/v1/chat-channels']['post']['requestBody']
>['content']['application/json'];
export type ChatChannelChange = NonNullable<
  paths['/api/v1/chat-channels/{id}']['patch']['requestBody']
>['content']['application/json'];
export type ChatTestResult = DataOf<'/api/v1/chat-channels/{id}/test', 'post'>;

export const CHAT_CHANNELS_KEY = ['chat-channels'] as const;

export const chatChannelsQuery = queryOptions({
  queryKey: CHAT_CHANNELS_KEY,
  queryFn: ({ signal }) =>
    fetchAllPages(
      () => server.GET('/api/v1/chat-channels', { params: { query: { per_page: 100 } }, signal }),
      {
        signal,
      },
    ),
});

function useChatChannelMutation<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CHAT_CHANNELS_KEY }),
  });
}

export const useCreateChatChannel = () =>
  useChatChannelMutation(async (body: ChatChannelInput) =>
    dataOf(await server.POST('/api/v1/chat-channels', { body })),
  );

export const useChangeChatChannel = () =>
  useChatChannelMutation(async ({ id, ...body }: ChatChannelChange & { id: number }) =>
    dataOf(await server.PATCH('/api/v1/chat-channels/{id}', { params: { path: { id } }, body })),
  );

export const useDeleteChatChannel = () =>
  useChatChannelMutation(async (id: number) =>
    server.DELETE('/api/v1/chat-channels/{id}', { params: { path: { id } } }),
  );

/** A test message: its answer is shown; the channel's state (failures, last post) refreshes. */
export const useTestChatChannel = () =>
  useChatChannelMutation(async (id: number): Promise<ChatTestResult> =>
    dataOf(await server.POST('/api/v1/chat-channels/{id}/test', { params: { path: { id } } })),
  );
