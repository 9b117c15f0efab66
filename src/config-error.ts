/** A setting that cannot be used: the process refuses to start, naming the variable. */
export class ConfigError extends Error {}
