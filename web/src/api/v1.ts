/** The typed client of the server (`/api/v1` and `/api/ui`): see client.ts. */
export { bodyOf as dataOf, createServerClient as createV1Client, server as v1 } from './client.js';
