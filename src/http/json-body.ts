import type { FastifyInstance } from 'fastify';
import { BadRequestError } from '../errors.js';

/**
 * How deeply arrays and objects may sit inside one another in a JSON body. No request of this API goes
 * past a handful of levels; a body nested thousands deep (well under the size limit) would otherwise
 * cost every walk over it (validation, NUL removal) its recursion, and the event loop its time.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`;

/**
 * Whether `text` opens more than `limit` arrays or objects inside one another. One pass over the
 * characters, no allocation; brackets inside strings do not count. Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  if (text.length <= limit) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

const BACKSLASH = 0x5c;
const QUOTE = 0x22;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/**
 * The body parsers of the whole application: JSON only (text/plain, which Fastify parses by default, is
 * refused with 415 like any other type no route reads). The JSON parser is Fastify's own, with two
 * changes: nesting past MAX_JSON_DEPTH is refused with 400 before parsing, and `__proto__` or
 * `constructor.prototype` keys are dropped like any other unknown field rather than refused as invalid JSON.
 */
export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('remove', 'remove');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new BadRequestError(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    void parseJson(request, body as string, done);
  });
}
