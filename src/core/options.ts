// A game's raw options (ENGINE.md `options` of `new` and `load`) read the same way by every def.ts:
// absent is no fields, anything but an object is refused, and a field names one of its values.

import { fail, ok, type Err, type Result, type RuleError } from './result.ts';

/** The fields of raw options, untrusted: each game checks the ones it knows and ignores the rest. */
export type OptionFields = Readonly<Record<string, unknown>>;

/** The fields of raw options: `undefined` or `null` is none; anything but a plain object is refused (`example` shows one). */
export function optionFields(raw: unknown, example?: string): Result<OptionFields> {
  if (raw === undefined || raw === null) return ok({});
  if (typeof raw !== 'object' || Array.isArray(raw))
    return refuse(example === undefined ? '"options" must be an object.' : `"options" must be an object such as ${example}.`);
  return ok(raw as OptionFields);
}

/** The options of a game that has none: any object (its fields are ignored) or nothing. */
export function noOptions(raw: unknown): Result<Record<string, never>> {
  const fields = optionFields(raw);
  return fields.ok ? ok({}) : fields;
}

/**
 * Field `name` when it is one of `allowed`, `fallback` when it is absent (`undefined` or `null`);
 * any other value is refused with `message`.
 */
export function optionChoice<const T>(fields: OptionFields, name: string, allowed: readonly T[], fallback: T, message: string): Result<T> {
  const value = fields[name] ?? fallback;
  return (allowed as readonly unknown[]).includes(value) ? ok(value as T) : refuse(message);
}

const refuse = (message: string): Err<RuleError<never>> => fail('bad_request', message);
