// oidc-provider ships no type declarations (and @types/oidc-provider is not a dependency): the tests use
// a handful of its calls, typed where they are made (test/helpers/oidc-provider.ts).
declare module 'oidc-provider';
