import type { ErrorBody as ContractErrorBody } from '@tbilisi/contracts';

/** An api answer other than 2xx, with the message to show (docs/product/api.md#errors). */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    /** one message per invalid field, keyed by the field name the api reports */
    readonly fieldErrors: Record<string, string> = {},
    /** a 409 on saving a listing: the poster's own listing of the same property */
    readonly duplicateOf?: number,
  ) {
    super(message);
  }
}

/**
 * The contract's error body (`errorSchema`), read loosely: a proxy in between, or an older server, may answer
 * with `message`, or with entries that say `message` rather than `msg`.
 */
type ErrorBody = Partial<Omit<ContractErrorBody, 'detail' | 'duplicate_of'>> & {
  detail?: string | { msg?: string; message?: string; loc?: string[] }[];
  message?: string;
  duplicate_of?: unknown;
};

/**
 * `detail` (a list joined by commas, or a string), else `message`, else "HTTP status: text"
 * (docs/product/api.md#errors).
 */
export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: ErrorBody | undefined;
  try {
    body = JSON.parse(text) as ErrorBody;
  } catch {
    body = undefined;
  }
  const fieldErrors: Record<string, string> = {};
  let message: string | undefined;
  if (Array.isArray(body?.detail)) {
    const messages = body.detail.map((entry) => entry.msg ?? entry.message ?? '').filter(Boolean);
    for (const entry of body.detail) {
      const field = entry.loc?.at(-1);
      if (field && (entry.msg ?? entry.message)) fieldErrors[field] = (entry.msg ?? entry.message)!;
    }
    message = messages.join(', ');
  } else if (typeof body?.detail === 'string') {
    message = body.detail;
  } else if (body?.message) {
    message = body.message;
  }
  return new ApiError(
    response.status,
    message || `HTTP ${response.status}: ${response.statusText || text.slice(0, 80)}`,
    body?.code,
    fieldErrors,
    Number.isInteger(body?.duplicate_of) ? (body!.duplicate_of as number) : undefined,
  );
}
