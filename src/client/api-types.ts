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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                created_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                created_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
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
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                created_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/issues': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
            description?: string | null;
            acceptance_criteria?: string[];
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
            meeting?: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/issues/{issue}/activity': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                weekly_hours: number;
                max_run_cost_usd: number | null;
                max_run_minutes: number | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
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
    post: {
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
             * @description a date in the form YYYY-MM-DD
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
      parameters: {
        query?: {
          /** @description a date in the form YYYY-MM-DD */
          from?: string;
          /** @description a date in the form YYYY-MM-DD */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
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
             * @description a date in the form YYYY-MM-DD
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
      parameters: {
        query?: {
          /** @description a date in the form YYYY-MM-DD */
          from?: string;
          /** @description a date in the form YYYY-MM-DD */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
             * @description a date in the form YYYY-MM-DD
             */
            date?: string;
            /**
             * Format: date
             * @description a date in the form YYYY-MM-DD
             */
            from?: string;
            /**
             * Format: date
             * @description a date in the form YYYY-MM-DD
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
      parameters: {
        query?: {
          /** @description a date in the form YYYY-MM-DD */
          from?: string;
          /** @description a date in the form YYYY-MM-DD */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                waiting_reason: string | null;
                failure_reason: ('reported' | 'lease_expired' | 'timed_out') | null;
                retry_of: string | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                waiting_reason: string | null;
                failure_reason: ('reported' | 'lease_expired' | 'timed_out') | null;
                retry_of: string | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
                waiting_reason: string | null;
                failure_reason: ('reported' | 'lease_expired' | 'timed_out') | null;
                retry_of: string | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    /** Cancel a run */
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
    /** Retry a run: queue a new run for the same issue and agent */
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    options?: never;
    head?: never;
    patch: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/inbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                type: 'mention' | 'assignment' | 'budget';
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
                };
                comment: {
                  id: number;
                  excerpt: string;
                } | null;
                run: string | null;
                note: string | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                type: 'mention' | 'assignment' | 'budget';
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
                };
                comment: {
                  id: number;
                  excerpt: string;
                } | null;
                run: string | null;
                note: string | null;
                created_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
             * @description a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
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
             * @description a date and time in ISO 8601 form, such as 2026-11-22T09:30:00Z
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
             * @description a date in the form YYYY-MM-DD
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    trace?: never;
  };
  '/api/v1/whiteboards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/v1/cycles': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                number: number;
                /**
                 * Format: date
                 * @description a date in the form YYYY-MM-DD
                 */
                starts_on: string;
                /**
                 * Format: date
                 * @description a date in the form YYYY-MM-DD
                 */
                ends_on: string;
                /** @enum {string} */
                state: 'past' | 'current' | 'upcoming';
                issues: number;
                done: number;
                carried_in: number | null;
                carried_out: number | null;
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
        /** @description Server-Sent Events: `ready`, then one message per workspace event (`id:` the event id, `event:` the webhook event name, `data:` the webhook body), `resync` when missed events cannot be replayed, and keep-alive comments. */
        200: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
      parameters: {
        query?: {
          /** @description YYYY-MM; this month by default */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    post: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
    get: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put?: never;
    post?: never;
    delete: {
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token in the current minute. */
        429: {
          headers: {
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
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
            /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current minute. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
              waiting_reason: string | null;
              failure_reason: ('reported' | 'lease_expired' | 'timed_out') | null;
              retry_of: string | null;
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token in the current minute. */
      429: {
        headers: {
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
              waiting_reason: string | null;
              failure_reason: ('reported' | 'lease_expired' | 'timed_out') | null;
              retry_of: string | null;
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
          'X-RateLimit-Remaining'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationError'];
        };
      };
      /** @description Too many requests for this token in the current minute. */
      429: {
        headers: {
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
          /** @description Requests allowed a minute for this token (SERVICE_API_THROTTLE). */
          'X-RateLimit-Limit'?: number;
          /** @description Requests left in the current minute. */
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
