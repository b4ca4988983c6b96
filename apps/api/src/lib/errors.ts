import { ERROR_STATUS, type ErrorCode, type FieldError } from '@tbilisi/contracts';

// The codes, their statuses and the error body are the contract's (packages/contracts/src/schemas/common.ts).
export { ERROR_STATUS, type ErrorCode, type FieldError };

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
