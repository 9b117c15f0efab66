/**
 * Settings → Security (`/api/ui/security`, issue 43) and the second step of signing in
 * (`/api/ui/login/second-factor`, `/api/ui/login/passkey…`). Passkeys go through @simplewebauthn/browser.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { dataOf, keep401, keep429, server, type DataOf } from './client.js';
import { SESSION_KEY, type Session } from './session.js';

export type Security = DataOf<'/api/ui/security', 'get'>;
export type Passkey = Security['passkeys'][number];
export type TotpEnrolment = DataOf<'/api/ui/security/totp', 'post'>;
export type Reauthentication = { password?: string; code?: string };

export const SECURITY_KEY = ['security'] as const;

export const securityQuery = queryOptions({
  queryKey: SECURITY_KEY,
  queryFn: async ({ signal }) => dataOf(await server.GET('/api/ui/security', { signal })),
});

/** After a factor is added or removed: the page, and the session (a workspace's requirement may be met). */
function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
  };
}

export function useStartTotp() {
  return useMutation({
    mutationFn: async () => dataOf(await server.POST('/api/ui/security/totp')),
  });
}

/** The code throttle's 429 is shown with the form (keep429), as a password's is. */
export function useConfirmTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (code: string) =>
      dataOf(await server.POST('/api/ui/security/totp/confirm', { body: { code }, ...keep429 }))
        .recovery_codes,
    onSuccess: refresh,
  });
}

export function useRemoveTotp() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (body: Reauthentication) => {
      await server.POST('/api/ui/security/totp/remove', { body, ...keep429 });
    },
    onSuccess: refresh,
  });
}

export function useRegenerateRecoveryCodes() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (body: Reauthentication) =>
      dataOf(await server.POST('/api/ui/security/recovery-codes', { body, ...keep429 })).recovery_codes,
    onSuccess: refresh,
  });
}

/** Options from the server, the browser's authenticator, the answer back: a passkey under `name`. */
export function useAddPasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (name: string) => {
      const options = dataOf(await server.POST('/api/ui/security/passkeys/options'));
      const response = await startRegistration({ optionsJSON: options as never });
      return dataOf(
        await server.POST('/api/ui/security/passkeys', {
          body: { name, response: response as unknown as Record<string, unknown> },
        }),
      );
    },
    onSuccess: refresh,
  });
}

export function useRenamePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async ({ id, name }: { id: number; name: string }) =>
      dataOf(
        await server.PATCH('/api/ui/security/passkeys/{id}', { params: { path: { id } }, body: { name } }),
      ),
    onSuccess: refresh,
  });
}

export function useRemovePasskey() {
  const refresh = useRefreshSecurity();
  return useMutation({
    mutationFn: async (id: number) => {
      await server.DELETE('/api/ui/security/passkeys/{id}', { params: { path: { id } } });
    },
    onSuccess: refresh,
  });
}

/** What the second step answers: the session, and where an OpenID Connect sign-in was going. */
export type SignedIn = Session & { return_to: string };

const SIGN_IN_HEADERS = { headers: { ...keep401.headers, ...keep429.headers } };

/** The second step with a code of the app or a recovery code. */
export async function completeWithCode(body: { code?: string; recovery_code?: string }): Promise<SignedIn> {
  return dataOf(await server.POST('/api/ui/login/second-factor', { body, ...SIGN_IN_HEADERS }));
}

/** The second step with a passkey of the account. */
export async function completeWithPasskey(): Promise<SignedIn> {
  const options = dataOf(await server.POST('/api/ui/login/passkey-options', SIGN_IN_HEADERS));
  const response = await startAuthentication({ optionsJSON: options as never });
  return dataOf(
    await server.POST('/api/ui/login/passkey', {
      body: { response: response as unknown as Record<string, unknown> },
      ...SIGN_IN_HEADERS,
    }),
  );
}

/** The second step's two ways, as mutations for the sign-in page. */
export function useCompleteWithCode() {
  return useMutation({ mutationFn: completeWithCode });
}

export function useCompleteWithPasskey() {
  return useMutation({ mutationFn: completeWithPasskey });
}
