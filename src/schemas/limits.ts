/**
 * The numeric limits of the contract, in one place: a leaf module (it imports nothing), so the schemas
 * that state them, the domain that enforces them, the web interface and the runner take them from here.
 */

/**
 * The calendar the service accepts (decisions §11.3): every date and timestamp a client writes or
 * filters by lies in the years 1900–2199, else 422 on that field (src/domain/date-range.ts checks it).
 */
export const EARLIEST_YEAR = 1900;
export const LATEST_YEAR = 2199;
export const EARLIEST_DATE = `${EARLIEST_YEAR}-01-01`;
export const LATEST_DATE = `${LATEST_YEAR}-12-31`;

/** How messages and the OpenAPI description name the range. */
export const DATE_RANGE_WORDS = `in the years ${EARLIEST_YEAR}–${LATEST_YEAR}`;

/** The longest `max_run_minutes` of an agent: a week. */
export const MAX_RUN_MINUTES = 10_080;
/** The most claims an agent's `max_attempts` may give a run (issue 38). */
export const MAX_RUN_ATTEMPTS = 20;

/** The largest monthly cap or run ceiling of a budget, in US dollars. */
export const MAX_CAP_USD = 1_000_000;
export const MIN_RUN_CEILING_USD = 0.01;

/** Highest cycle number accepted on an issue: far enough ahead for any plan, small enough for dates. */
export const MAX_CYCLE_NUMBER = 10_000;

/** The issues one issue may depend on. */
export const MAX_DEPENDENCIES = 100;

/** The meetings one recurring series may create. */
export const MAX_SERIES_LENGTH = 52;

/** The longest text of one whiteboard element. */
export const MAX_ELEMENT_TEXT = 5000;
/** Characters in a label's name (decisions §3.3). */
export const MAX_LABEL_LENGTH = 50;
/** A label's colour (issue 30): six hexadecimal digits after `#`. */
export const LABEL_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;
/** Coordinates stay within a generous canvas so that they are always plain, finite numbers. */
export const MAX_COORDINATE = 1_000_000;

/** Limits of a run's transcript, shared by the server and the reference runner (which loads no database code). */
export const MAX_LOG_BYTES = 5 * 1024 * 1024;
export const LOG_CUT_MARKER = '[The transcript reached 5 MB and was cut here; later output was not kept.]';
