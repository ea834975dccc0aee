// Result values: rules and parsers return errors as data, never throw on bad input.

export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<E> = { readonly ok: false; readonly error: E };
export type Result<T, E = RuleError> = Ok<T> | Err<E>;

/** A typed rule or input error. `code` is machine-readable (ENGINE.md codes), `message` an English sentence. */
export interface RuleError {
  readonly code: string;
  readonly message: string;
  /** Extra fields a caller may show or forward (e.g. connect's `blocker`). */
  readonly data?: Readonly<Record<string, unknown>>;
}

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <E = RuleError>(error: E): Err<E> => ({ ok: false, error });

export function fail(code: string, message: string, data?: Record<string, unknown>): Err<RuleError> {
  return data === undefined ? { ok: false, error: { code, message } } : { ok: false, error: { code, message, data } };
}
