/** Administration → Webhooks and their delivery log (`/api/ui/webhooks`). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf, server, type BodyOf, type DataOf, type ServerPaths } from './client.js';

export type Webhook = DataOf<'/api/ui/webhooks', 'get'>[number];
export type WebhookWithSecret = DataOf<'/api/ui/webhooks', 'post'>;
export type Delivery = DataOf<'/api/ui/webhooks/{id}/deliveries', 'get'>[number];
export type DeliveryFilter = NonNullable<
  ServerPaths['/api/ui/webhooks/{id}/deliveries']['get']['parameters']['query']
>;

export const WEBHOOKS_KEY = ['webhooks'] as const;

export const webhooksQuery = queryOptions({
  queryKey: WEBHOOKS_KEY,
  queryFn: async () => dataOf(await server.GET('/api/ui/webhooks')),
});

export const deliveriesKey = (webhookId: number) => ['deliveries', webhookId] as const;

export function deliveriesQuery(webhookId: number, filter: DeliveryFilter) {
  return queryOptions({
    queryKey: [...deliveriesKey(webhookId), filter],
    queryFn: async () =>
      dataOf(
        await server.GET('/api/ui/webhooks/{id}/deliveries', {
          params: { path: { id: webhookId }, query: filter },
        }),
      ),
  });
}

export async function createWebhook(body: BodyOf<'/api/ui/webhooks', 'post'>): Promise<WebhookWithSecret> {
  return dataOf(await server.POST('/api/ui/webhooks', { body }));
}

export async function updateWebhook(id: number, body: BodyOf<'/api/ui/webhooks/{id}', 'patch'>) {
  return dataOf(await server.PATCH('/api/ui/webhooks/{id}', { params: { path: { id } }, body }));
}

export async function deleteWebhook(id: number): Promise<void> {
  await server.DELETE('/api/ui/webhooks/{id}', { params: { path: { id } } });
}

export async function rotateWebhookSecret(id: number): Promise<WebhookWithSecret> {
  return dataOf(await server.POST('/api/ui/webhooks/{id}/rotate-secret', { params: { path: { id } } }));
}

export async function resumeWebhook(id: number) {
  return dataOf(await server.POST('/api/ui/webhooks/{id}/resume', { params: { path: { id } } }));
}

export async function replayDelivery(id: number) {
  return dataOf(await server.POST('/api/ui/deliveries/{id}/replay', { params: { path: { id } } }));
}

/** Every write of a webhook refreshes the webhooks (the list and each one's page read the same query). */
function useWebhooksChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY });
}

/** Adds an endpoint; its signing secret is in the answer, once. */
export function useCreateWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => void changed(),
  });
}

export function useUpdateWebhook(id: number) {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: (body: BodyOf<'/api/ui/webhooks/{id}', 'patch'>) => updateWebhook(id, body),
    onSuccess: changed,
  });
}

/** Deletes the endpoint; the webhooks are read again before the page goes on. */
export function useDeleteWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({ mutationFn: deleteWebhook, onSuccess: changed });
}

/** Resumes a stopped endpoint; the webhooks are read again whatever the answer. */
export function useResumeWebhook() {
  const changed = useWebhooksChanged();
  return useMutation({
    mutationFn: (webhook: Pick<Webhook, 'id'>) => resumeWebhook(webhook.id),
    onSettled: changed,
  });
}

/** A new signing secret (shown once by the page); nothing cached changes. */
export const useRotateWebhookSecret = () => useMutation({ mutationFn: rotateWebhookSecret });

/** Delivers an event again; the endpoint's log is read again. */
export function useReplayDelivery(webhookId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (delivery: Delivery) => replayDelivery(delivery.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deliveriesKey(webhookId) }),
  });
}
