// Result values: rules and parsers return errors as data, never throw on bad input.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = RuleError> = Ok<T> | Err<E>;

/** Extra fields of an error that a caller may show or forward (the engine spreads them into its response). */
export type ErrorData = Readonly<Record<string, unknown>>;

/**
 * A typed rule or input error. `code` is machine-readable (ENGINE.md codes), `message` an English sentence.
 * `D` types the extra fields, e.g. a blocking tile or a refusal reason, so views read
 * them without casts.
 */
export interface RuleError<D extends object = ErrorData> {
  readonly code: string;
  readonly message: string;
  readonly data?: D;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = RuleError>(error: E): Err<E> => ({ ok: false, error });

/** An error without data (`RuleError<never>` fits every typed error union). */
export function fail(code: string, message: string): Err<RuleError<never>>;
/** An error with typed data. */
export function fail<D extends object>(code: string, message: string, data: D): Err<RuleError<D>>;
export function fail<D extends object>(code: string, message: string, data?: D): Err<RuleError<D>> {
  return data === undefined ? { ok: false, error: { code, message } } : { ok: false, error: { code, message, data } };
}
