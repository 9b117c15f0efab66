/**
 * The paths and schemas of /api/ui, generated from the application's description of them by
 * `npm run generate:client` (scripts/generate-client.ts). Do not edit by hand.
 */
export interface paths {
  '/api/ui/setup': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                needs_setup: boolean;
                command: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/sign-in-methods': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                /** @description false when SERVICE_PASSWORD_SIGNIN=off */
                password: boolean;
                oidc: {
                  /** @description the button says "Sign in with NAME" */
                  name: string;
                  /** @description where the button goes (add ?return_to=/path) */
                  start_url: string;
                } | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/login': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            password: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data:
                | {
                    user: {
                      id: number;
                      name: string;
                      email: string;
                    };
                    workspace: {
                      id: number;
                      slug: string;
                      name: string;
                      issue_prefix: string;
                      /** @enum {string} */
                      role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                    };
                    workspaces: {
                      id: number;
                      slug: string;
                      name: string;
                      /** @enum {string} */
                      role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                    }[];
                    csrf_token: string;
                    second_factor_setup_required: boolean;
                  }
                | {
                    second_factor: {
                      methods: ('totp' | 'recovery_code' | 'passkey')[];
                    };
                  };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/login/second-factor': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code?: string;
            recovery_code?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                };
                workspace: {
                  id: number;
                  slug: string;
                  name: string;
                  issue_prefix: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                };
                workspaces: {
                  id: number;
                  slug: string;
                  name: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                }[];
                csrf_token: string;
                second_factor_setup_required: boolean;
              } & {
                return_to: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/login/passkey-options': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/login/passkey': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            response: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                };
                workspace: {
                  id: number;
                  slug: string;
                  name: string;
                  issue_prefix: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                };
                workspaces: {
                  id: number;
                  slug: string;
                  name: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                }[];
                csrf_token: string;
                second_factor_setup_required: boolean;
              } & {
                return_to: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/invitations/{token}': {
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
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                workspace: {
                  slug: string;
                  name: string;
                };
                email: string;
                name: string | null;
                /** @enum {string} */
                role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                account_exists: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/invitations/{token}/accept': {
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
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            password?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                };
                workspace: {
                  id: number;
                  slug: string;
                  name: string;
                  issue_prefix: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                };
                workspaces: {
                  id: number;
                  slug: string;
                  name: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                }[];
                csrf_token: string;
                second_factor_setup_required: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/mail': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                enabled: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/password-reset': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
          };
        };
      };
      responses: {
        /** @description Accepted */
        202: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                message: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/password-reset/{token}': {
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
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                email: string;
                expires_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password: string;
          };
        };
      };
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/unsubscribe/{token}': {
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
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                kinds: ('mentions' | 'assignments' | 'runs')[];
                preferences: {
                  mentions: boolean;
                  assignments: boolean;
                  runs: boolean;
                };
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path: {
          token: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                kinds: ('mentions' | 'assignments' | 'runs')[];
                preferences: {
                  mentions: boolean;
                  assignments: boolean;
                  runs: boolean;
                };
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/session': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                };
                workspace: {
                  id: number;
                  slug: string;
                  name: string;
                  issue_prefix: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                };
                workspaces: {
                  id: number;
                  slug: string;
                  name: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                }[];
                csrf_token: string;
                second_factor_setup_required: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/logout': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/session/workspace': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            workspace: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                };
                workspace: {
                  id: number;
                  slug: string;
                  name: string;
                  issue_prefix: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                };
                workspaces: {
                  id: number;
                  slug: string;
                  name: string;
                  /** @enum {string} */
                  role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                }[];
                csrf_token: string;
                second_factor_setup_required: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ui/sessions': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                created_at: string;
                last_seen_at: string;
                user_agent: string | null;
                ip: string | null;
                current: boolean;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        query?: {
          revoke_tokens?: '1' | '0' | 'true' | 'false';
        };
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/sessions/others': {
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
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/sessions/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            current_password: string;
            new_password: string;
            /** @description also revoke your API tokens in every workspace (default true) */
            revoke_tokens?: boolean;
          };
        };
      };
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ui/security': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                totp: {
                  confirmed_at: string;
                } | null;
                recovery_codes_left: number;
                passkeys: {
                  id: number;
                  name: string;
                  created_at: string;
                  last_used_at: string | null;
                }[];
                workspace_requires_second_factor: boolean;
                has_second_factor: boolean;
                totp_available: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/totp': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                secret: string;
                uri: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/totp/confirm': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            code: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                recovery_codes: string[];
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/totp/remove': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password?: string;
            code?: string;
          };
        };
      };
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/recovery-codes': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            password?: string;
            code?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                recovery_codes: string[];
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/passkeys': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                created_at: string;
                last_used_at: string | null;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            response: {
              [key: string]: unknown;
            };
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                passkey: {
                  id: number;
                  name: string;
                  created_at: string;
                  last_used_at: string | null;
                };
                recovery_codes: string[] | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/passkeys/options': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                [key: string]: unknown;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/security/passkeys/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            name: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                created_at: string;
                last_used_at: string | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/tokens': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                abilities: string[];
                created_at: string;
                last_used_at: string | null;
                expires_at: string | null;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            abilities?: ('read' | 'write')[];
            expires_at?: string | null;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                abilities: string[];
                created_at: string;
                last_used_at: string | null;
                expires_at: string | null;
                token: string;
                block: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/tokens/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/members': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                email: string;
                /** @enum {string} */
                role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                weekly_hours: number;
                joined_at: string;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/members/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @enum {string} */
            role?: 'owner' | 'admin' | 'member' | 'guest' | 'management';
            weekly_hours?: number;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                email: string;
                /** @enum {string} */
                role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                weekly_hours: number;
                joined_at: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/members/{id}/sessions': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/invitations': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                email: string;
                /** @enum {string} */
                role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                created_at: string;
                expires_at: string;
                invited_by: {
                  id: number;
                  name: string;
                } | null;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            email: string;
            /** @enum {string} */
            role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
            weekly_hours?: number;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                email: string;
                /** @enum {string} */
                role: 'owner' | 'admin' | 'member' | 'guest' | 'management';
                created_at: string;
                expires_at: string;
                invited_by: {
                  id: number;
                  name: string;
                } | null;
                url: string | null;
                /** @description whether the link went out by mail (mail on); else the inviter passes it on */
                mailed: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/invitations/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/webhooks': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                events: (
                  | 'issue.created'
                  | 'issue.updated'
                  | 'issue.status_changed'
                  | 'issue.assigned'
                  | 'comment.created'
                  | 'run.completed'
                  | 'run.failed'
                  | 'delivery.recorded'
                  | 'runtime.offline'
                  | 'runtime.online'
                  | 'approval.requested'
                  | 'approval.answered'
                )[];
                /** @enum {string} */
                state: 'active' | 'stopped';
                failure_count: number;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            url: string;
            events: string[];
            secret?: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                events: (
                  | 'issue.created'
                  | 'issue.updated'
                  | 'issue.status_changed'
                  | 'issue.assigned'
                  | 'comment.created'
                  | 'run.completed'
                  | 'run.failed'
                  | 'delivery.recorded'
                  | 'runtime.offline'
                  | 'runtime.online'
                  | 'approval.requested'
                  | 'approval.answered'
                )[];
                /** @enum {string} */
                state: 'active' | 'stopped';
                failure_count: number;
                secret: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/webhooks/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            url?: string;
            events?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                events: (
                  | 'issue.created'
                  | 'issue.updated'
                  | 'issue.status_changed'
                  | 'issue.assigned'
                  | 'comment.created'
                  | 'run.completed'
                  | 'run.failed'
                  | 'delivery.recorded'
                  | 'runtime.offline'
                  | 'runtime.online'
                  | 'approval.requested'
                  | 'approval.answered'
                )[];
                /** @enum {string} */
                state: 'active' | 'stopped';
                failure_count: number;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/webhooks/{id}/rotate-secret': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                events: (
                  | 'issue.created'
                  | 'issue.updated'
                  | 'issue.status_changed'
                  | 'issue.assigned'
                  | 'comment.created'
                  | 'run.completed'
                  | 'run.failed'
                  | 'delivery.recorded'
                  | 'runtime.offline'
                  | 'runtime.online'
                  | 'approval.requested'
                  | 'approval.answered'
                )[];
                /** @enum {string} */
                state: 'active' | 'stopped';
                failure_count: number;
                secret: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/webhooks/{id}/resume': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                events: (
                  | 'issue.created'
                  | 'issue.updated'
                  | 'issue.status_changed'
                  | 'issue.assigned'
                  | 'comment.created'
                  | 'run.completed'
                  | 'run.failed'
                  | 'delivery.recorded'
                  | 'runtime.offline'
                  | 'runtime.online'
                  | 'approval.requested'
                  | 'approval.answered'
                )[];
                /** @enum {string} */
                state: 'active' | 'stopped';
                failure_count: number;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/webhooks/{id}/deliveries': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get: {
      parameters: {
        query?: {
          event?:
            | 'issue.created'
            | 'issue.updated'
            | 'issue.status_changed'
            | 'issue.assigned'
            | 'comment.created'
            | 'run.completed'
            | 'run.failed'
            | 'delivery.recorded'
            | 'runtime.offline'
            | 'runtime.online'
            | 'approval.requested'
            | 'approval.answered';
          result?: 'success' | 'failure';
        };
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                delivery: string;
                event: string;
                attempt: number;
                status: number | null;
                duration_ms: number | null;
                error: string | null;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/deliveries/{id}/replay': {
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
        header?: never;
        path: {
          id: number;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description Accepted */
        202: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                delivery: string;
                webhook: number;
                event: string;
                /** @enum {string} */
                state: 'pending';
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/integrations': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                provider: 'github' | 'gitea';
                url: string;
                created_at: string;
                last_delivery_at: string | null;
                reconnect_needed: boolean;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            provider: 'github' | 'gitea';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                secret: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/integrations/settings': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                status_moves: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            status_moves: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                status_moves: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ui/integrations/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/integrations/{id}/rotate-secret': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                url: string;
                secret: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/agents': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
                max_concurrent_runs: number;
                weekly_hours: number;
                max_run_cost_usd: number | null;
                max_run_minutes: number | null;
                repository_id: number | null;
                max_attempts: number | null;
                stall_minutes: number | null;
                runtime: {
                  id: number;
                  name: string;
                  online: boolean;
                  /** @enum {string} */
                  sandbox: 'confined' | 'limits' | 'off' | 'unknown';
                } | null;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @enum {string} */
            provider: 'claude_code' | 'codex' | 'elyra';
            model?: string | null;
            /** @enum {string} */
            visibility?: 'private' | 'workspace';
            max_concurrent_tasks?: number;
            max_concurrent_runs?: number;
            weekly_hours?: number;
            max_run_cost_usd?: number | null;
            max_run_minutes?: number | null;
            stall_minutes?: number | null;
            max_attempts?: number | null;
            instructions?: string | null;
            custom_env?: {
              [key: string]: string;
            } | null;
            custom_args?: string[] | null;
            mcp_config?: {
              [key: string]: unknown;
            } | null;
            /** @description the agent's skills (replaces them) */
            skill_ids?: number[];
            runtime?: number | null;
            repository_id?: number | null;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
                max_concurrent_runs: number;
                weekly_hours: number;
                max_run_cost_usd: number | null;
                max_run_minutes: number | null;
                repository_id: number | null;
                max_attempts: number | null;
                stall_minutes: number | null;
                runtime: {
                  id: number;
                  name: string;
                  online: boolean;
                  /** @enum {string} */
                  sandbox: 'confined' | 'limits' | 'off' | 'unknown';
                } | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/agents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
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
            /** @enum {string} */
            provider?: 'claude_code' | 'codex' | 'elyra';
            /** @description false disables the agent: its held runs fail at once (agent_disabled); true enables it */
            enabled?: boolean;
            model?: string | null;
            /** @enum {string} */
            visibility?: 'private' | 'workspace';
            max_concurrent_tasks?: number;
            max_concurrent_runs?: number;
            weekly_hours?: number;
            max_run_cost_usd?: number | null;
            max_run_minutes?: number | null;
            stall_minutes?: number | null;
            max_attempts?: number | null;
            instructions?: string | null;
            custom_env?: {
              [key: string]: string;
            } | null;
            custom_args?: string[] | null;
            mcp_config?: {
              [key: string]: unknown;
            } | null;
            /** @description the agent's skills (replaces them) */
            skill_ids?: number[];
            runtime?: number | null;
            repository_id?: number | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                /** @description Runs of the agent held at once (decisions §12.7); the same setting as max_concurrent_tasks */
                max_concurrent_runs: number;
                weekly_hours: number;
                max_run_cost_usd: number | null;
                max_run_minutes: number | null;
                repository_id: number | null;
                max_attempts: number | null;
                stall_minutes: number | null;
                runtime: {
                  id: number;
                  name: string;
                  online: boolean;
                  /** @enum {string} */
                  sandbox: 'confined' | 'limits' | 'off' | 'unknown';
                } | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/budgets': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                scope: 'workspace' | 'project' | 'agent';
                subject: {
                  id: number;
                  name: string;
                };
                month: string;
                monthly_cap_usd: number;
                spent_usd: number;
                in_flight: number;
                /** @description what the runs in flight may still cost: each at the larger of its ceiling and its cost so far */
                reserved_usd: number;
                reached: boolean;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            /** @enum {string} */
            scope: 'workspace' | 'project' | 'agent';
            subject_id?: number;
            monthly_cap_usd: number | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                /** @enum {string} */
                scope: 'workspace' | 'project' | 'agent';
                subject: {
                  id: number;
                  name: string;
                };
                month: string;
                monthly_cap_usd: number;
                spent_usd: number;
                in_flight: number;
                /** @description what the runs in flight may still cost: each at the larger of its ceiling and its cost so far */
                reserved_usd: number;
                reached: boolean;
              } | null;
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ui/budgets/run-ceiling': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                max_run_cost_usd: number | null;
                /** @description the ceiling of runs under a cap when neither agent nor workspace sets one */
                built_in_usd: number;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    put: {
      parameters: {
        query?: never;
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            max_run_cost_usd: number | null;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                max_run_cost_usd: number | null;
                /** @description the ceiling of runs under a cap when neither agent nor workspace sets one */
                built_in_usd: number;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
      };
    };
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ui/runtimes': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
                online: boolean;
                last_seen_at: string | null;
                created_at: string;
              }[];
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                id: number;
                name: string;
                /** @enum {string} */
                sandbox: 'confined' | 'limits' | 'off' | 'unknown';
                online: boolean;
                last_seen_at: string | null;
                created_at: string;
                token: string;
                save_token_command: string;
                command: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/runtimes/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/saved-views': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                layout: ('board' | 'list') | null;
                columns: string[] | null;
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            surface?: string;
            filters?: {
              [key: string]: unknown;
            };
            shared?: boolean;
            /** @enum {string} */
            layout?: 'board' | 'list';
            /** @description custom field keys, in the order the list shows them; each once, each naming a field */
            columns?: string[];
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                layout: ('board' | 'list') | null;
                columns: string[] | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/saved-views/{id}': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            name?: string;
            filters?: {
              [key: string]: unknown;
            };
            shared?: boolean;
            /** @enum {string} */
            layout?: 'board' | 'list';
            /** @description custom field keys, in the order the list shows them; each once, each naming a field */
            columns?: string[];
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
                layout: ('board' | 'list') | null;
                columns: string[] | null;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/whiteboards': {
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
        header?: never;
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name: string;
            /** @enum {string} */
            visibility?: 'workspace' | 'private';
          };
        };
      };
      responses: {
        /** @description Created */
        201: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/whiteboards/{whiteboard}/elements/{element}': {
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
          whiteboard: string;
          element: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description No content. */
        204: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content?: never;
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
          whiteboard: string;
          element: string;
        };
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            x?: number;
            y?: number;
            /** @enum {string} */
            color?: 'yellow' | 'orange' | 'red' | 'pink' | 'purple' | 'blue' | 'green' | 'gray' | 'white';
            text?: string;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/whiteboards/{whiteboard}/elements/{element}/vote': {
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
        header?: never;
        path: {
          whiteboard: string;
          element: string;
        };
        cookie?: never;
      };
      requestBody?: never;
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/notification-preferences': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                mentions: boolean;
                assignments: boolean;
                runs: boolean;
                mail_enabled: boolean;
                email: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            mentions?: boolean;
            assignments?: boolean;
            runs?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                mentions: boolean;
                assignments: boolean;
                runs: boolean;
                mail_enabled: boolean;
                email: string;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
  '/api/ui/workspace': {
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                slug: string;
                name: string;
                issue_prefix: string;
                cycles: {
                  /** @description how many days each cycle lasts */
                  length_days: number;
                  /**
                   * Format: date
                   * @description a date in the form YYYY-MM-DD, in the years 1900–2199
                   */
                  first_starts_on: string;
                } | null;
                holiday_region: string | null;
                cycles_locked: boolean;
                max_concurrent_runs: number | null;
                max_open_reviews: number | null;
                /** @description Issues by mail (SERVICE_IMAP_URL): true files mail from people who are not members as backlog issues for triage; false (default) refuses it */
                file_mail_from_strangers: boolean;
                /** @description Members must set up a second factor (Settings → Security) before they use the workspace (issue 43) */
                require_second_factor: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
        path?: never;
        cookie?: never;
      };
      requestBody: {
        content: {
          'application/json': {
            name?: string;
            cycles?: {
              /** @description how many days each cycle lasts */
              length_days: number;
              /**
               * Format: date
               * @description a date in the form YYYY-MM-DD, in the years 1900–2199
               */
              first_starts_on: string;
            } | null;
            holiday_region?: string | null;
            max_concurrent_runs?: number | null;
            max_open_reviews?: number | null;
            file_mail_from_strangers?: boolean;
            require_second_factor?: boolean;
          };
        };
      };
      responses: {
        /** @description OK */
        200: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': {
              data: {
                slug: string;
                name: string;
                issue_prefix: string;
                cycles: {
                  /** @description how many days each cycle lasts */
                  length_days: number;
                  /**
                   * Format: date
                   * @description a date in the form YYYY-MM-DD, in the years 1900–2199
                   */
                  first_starts_on: string;
                } | null;
                holiday_region: string | null;
                cycles_locked: boolean;
                max_concurrent_runs: number | null;
                max_open_reviews: number | null;
                /** @description Issues by mail (SERVICE_IMAP_URL): true files mail from people who are not members as backlog issues for triage; false (default) refuses it */
                file_mail_from_strangers: boolean;
                /** @description Members must set up a second factor (Settings → Security) before they use the workspace (issue 43) */
                require_second_factor: boolean;
              };
            };
          };
        };
        /** @description The request is invalid: `errors` names each field and what it expects. */
        422: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['ValidationError'];
          };
        };
        /** @description Too many requests for this token (or this person, with the session) in the current window. */
        429: {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
            'X-RateLimit-Remaining'?: number;
            /** @description Seconds until the window resets. */
            'Retry-After'?: number;
            [name: string]: unknown;
          };
          content: {
            'application/json': components['schemas']['Error'];
          };
        };
        /** @description 401 no valid session (or a bearer token), 403 not allowed or a write without the CSRF token, 404 not found, 409 conflict. */
        '4XX': {
          headers: {
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
            /** @description Requests allowed in the current window: a minute for a token (SERVICE_API_THROTTLE); ten seconds for the web interface's session, per person (a sixth of SERVICE_SESSION_THROTTLE). */
            'X-RateLimit-Limit'?: number;
            /** @description Requests left in the current window. */
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
export type operations = Record<string, never>;
