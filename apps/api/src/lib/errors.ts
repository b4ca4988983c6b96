/** The closed set of error codes the api answers with, and the HTTP status of each (DESIGN.md §4). */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  uri_too_long: 414,
  headers_too_large: 431,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldError {
  msg: string;
  loc: string[];
}

/** Thrown by use cases and handlers; one error handler renders it as `{detail, code}`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly detail: string | FieldError[];
  readonly headers: Record<string, string>;
  /** Fields the body carries beside `detail` and `code`, e.g. `duplicate_of` of a refused duplicate listing. */
  readonly extra: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    detail: string | FieldError[],
    headers: Record<string, string> = {},
    extra: Record<string, unknown> = {},
  ) {
    super(typeof detail === 'string' ? detail : detail.map((entry) => entry.msg).join(', '));
    this.code = code;
    this.detail = detail;
    this.headers = headers;
    this.extra = extra;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static notFound(what = 'Not found'): AppError {
    return new AppError('not_found', what);
  }

  static validation(loc: string[], msg: string): AppError {
    return new AppError('validation_failed', [{ loc, msg }]);
  }
}
