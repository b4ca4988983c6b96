import { AppError, type ErrorCode } from './errors';

/**
 * The one place that decides whether a failure thrown below a route is the client's mistake. Parsers (JSON,
 * multipart, the router) and the database refuse bad input in their own words; each such refusal becomes a 4xx in
 * the contract's shape here, so no route needs to guess, and anything not listed stays a 500 with an id in the log.
 */
export function clientErrorOf(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  const database = databaseInputError(error);
  if (database) return database;
  if (isMultipartParserError(error)) {
    return new AppError('bad_request', 'The multipart/form-data body could not be read');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = codeOfFrameworkStatus(status);
    return new AppError(code, frameworkMessage(error as Error, code));
  }
  return null;
}

const CODE_BY_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  // @fastify/multipart answers 406 to a request that is not multipart: the content type is what is wrong.
  406: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  431: 'headers_too_large',
};

/** A 4xx from Fastify or a plugin; statuses outside the contract's set read as a plain bad request. */
export function codeOfFrameworkStatus(status: number): ErrorCode {
  return CODE_BY_STATUS[status] ?? 'bad_request';
}

function frameworkMessage(error: Error, code: ErrorCode): string {
  switch ((error as { code?: unknown }).code) {
    case 'FST_ERR_BAD_URL':
      return 'The path is not a valid URL (a bad percent-encoding?)';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'A path parameter is too long';
    default:
      // Fastify's and its plugins' own 4xx messages (bad JSON, body too large) name no internals.
      return error.message || code;
  }
}

/**
 * SQLSTATE classes that mean the value sent could not be stored or compared as such: out of range, not valid text
 * (a NUL byte), too long for an index. Constraint violations a use case did not foresee are a conflict, not a crash.
 */
function databaseInputError(error: unknown): AppError | null {
  const sqlState = sqlStateOf(error);
  if (!sqlState) return null;
  if (sqlState === '23505' || sqlState === '23503') {
    return new AppError('conflict', 'The change conflicts with the current data; reload and try again');
  }
  if (sqlState.startsWith('22') || sqlState === '23514' || sqlState === '54000') {
    return new AppError('validation_failed', [
      { loc: ['body'], msg: 'A value is out of range, too long or not valid text' },
    ]);
  }
  return null;
}

/** node-postgres and PGlite both put the SQLSTATE in `code`; drizzle wraps them in `cause`. */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const code = (e as { code?: unknown }).code;
    const isDatabaseError = 'severity' in e || (e as { name?: unknown }).name === 'DatabaseError';
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && isDatabaseError) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** @fastify/busboy (under @fastify/multipart) throws plain Errors for a body it cannot read; these are its words. */
const MULTIPART_PARSER_MESSAGES =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Unsupported Content-Type)/;

function isMultipartParserError(error: unknown): boolean {
  if (!(error instanceof Error) || 'statusCode' in error) return false;
  return MULTIPART_PARSER_MESSAGES.test(error.message);
}
