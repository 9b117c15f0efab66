/** Limits of a run's transcript, shared by the server and the reference runner (which loads no database code). */
export const MAX_LOG_BYTES = 5 * 1024 * 1024;
export const LOG_CUT_MARKER = '[The transcript reached 5 MB and was cut here; later output was not kept.]';
