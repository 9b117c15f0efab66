/**
 * Resolves on the first SIGTERM or SIGINT. Call it before announcing readiness: a signal that arrives
 * before a handler is installed kills the process outright instead of stopping it gracefully.
 */
export function untilStopSignal(): Promise<string> {
  return new Promise((resolve) => {
    const stop = (signal: string) => {
      process.off('SIGTERM', stop);
      process.off('SIGINT', stop);
      resolve(signal);
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
}
