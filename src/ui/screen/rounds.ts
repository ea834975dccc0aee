// The rounds most games play: a numbered deal or board (`?deal=N`), today's daily (`?daily=1`, or
// an earlier open day with `&day=YYYY-MM-DD`), and a variant such as the size or the draw count
// (`&size=4`). One definition gives a PageSpec everything about links, slots, labels and the menu's
// variant choice, so a game only names its parameter, its range and its variants.

import * as v from 'valibot';
import { addDays, dayNumber, daySeed, type DayKey } from '../../core/dates.ts';
import type { Origin } from '../../core/log.ts';
import { formatDay } from '../time.ts';
import type { MenuChoice, MenuInput, QueryRead } from './spec.ts';
import { deNumber as formatNumber } from '../numbers.ts';
import { numberParam, quoted, readNumber, readParams, type ParamReader } from './links.ts';

export interface Round {
  readonly kind: 'free' | 'daily';
  /** The deal or board number (a daily's comes from its day). */
  readonly seed: number;
  readonly day?: DayKey;
  /** The variant's value ('' when the game has none). */
  readonly variant: string;
}

export interface RoundConfig {
  /** The query parameter of a numbered round: 'deal' for card games, 'seed' for boards. */
  readonly param: 'deal' | 'seed';
  /** Numbers a link or a typed field may name: [min, max]. */
  readonly range: readonly [number, number];
  /** Words for the header: "Blatt Nr. 1.234" or "Spiel Nr. 17". */
  readonly numberLabel: (n: string) => string;
  /** The daily: how many days are open (1: only today), and how a day becomes a seed. */
  readonly daily?: { readonly days: number; readonly seed?: (day: DayKey, variant: string) => number };
  /** A variant in the link (`&size=…`): its values in menu order, the default first unless `default` names it. */
  readonly variant?: {
    readonly param: string;
    readonly legend: string;
    readonly values: readonly { readonly value: string; readonly label: string }[];
    /** The default when it is not the first value (a size menu kept in size order). */
    readonly default?: string;
    /** The daily's variant when it has only one (Klondike's draw 1). */
    readonly daily?: string;
    /**
     * Values beyond the listed ones a link, a save or a menu field may carry (Minesweeper's own
     * board shape "20x12x40"): not in the menu's choice, no daily of their own (a daily asked for
     * with one opens the default variant's).
     */
    readonly extra?: { readonly accepts: (value: string) => boolean; readonly label: (value: string) => string };
  };
}

export function roundKit(cfg: RoundConfig) {
  const variants = cfg.variant?.values.map((x) => x.value) ?? [''];
  const defaultVariant = cfg.variant?.default ?? (variants[0] as string);
  const known = (value: string): boolean => variants.includes(value) || cfg.variant?.extra?.accepts(value) === true;
  const dailyVariant = (variant: string): string => cfg.variant?.daily ?? (variants.includes(variant) ? variant : defaultVariant);
  const dailySeed = (day: DayKey, variant: string): number => cfg.daily?.seed?.(day, variant) ?? daySeed(day);
  const dailyRound = (day: DayKey, variant: string): Round => {
    const vr = dailyVariant(variant);
    return { kind: 'daily', seed: dailySeed(day, vr), day, variant: vr };
  };
  const isOpenDay = (day: string, today: DayKey): boolean => {
    const d = dayNumber(day);
    const t = dayNumber(today);
    return d !== null && t !== null && d <= t && t - d < (cfg.daily?.days ?? 1);
  };
  const dailySlots = cfg.variant && !cfg.variant.daily ? variants.map((x) => `daily-${x}`) : ['daily'];

  const readQuery = (q: URLSearchParams, today: DayKey): QueryRead<Round> => {
    let variant = defaultVariant;
    const rawVariant = cfg.variant ? q.get(cfg.variant.param) : null;
    if (rawVariant !== null) {
      if (!known(rawVariant)) return { ok: false, message: `Der Link nennt eine unbekannte Einstellung („${quoted(rawVariant)}“).`, fallback: 'resume' };
      variant = rawVariant;
    }
    const dailyParam: ParamReader<Round> = (daily) => {
      if (!cfg.daily || daily !== '1') return { ok: false, message: `Mit „daily=${quoted(daily)}“ kann dieser Link nichts öffnen.`, fallback: 'resume' };
      const day = q.get('day');
      if (day === null || day === today) return { ok: true, round: dailyRound(today, variant) };
      if (isOpenDay(day, today)) return { ok: true, round: dailyRound(day, variant) };
      if (dayNumber(day) === null) return { ok: false, message: `„${quoted(day)}“ ist kein gültiger Tag.`, fallback: dailyRound(today, variant) };
      return {
        ok: false,
        message: `Die Tagesaufgabe vom ${formatDay(day)} ist nicht (mehr) offen – offen sind heute und die ${cfg.daily.days - 1} Tage davor.`,
        fallback: dailyRound(today, variant),
      };
    };
    const numbered = numberParam<Round>(
      cfg.range,
      (seed) => ({ kind: 'free', seed, variant }),
      (raw) => `„${quoted(raw)}“ ist keine gültige Nummer (erlaubt sind ${formatNumber(cfg.range[0])} bis ${formatNumber(cfg.range[1])}).`,
    );
    return readParams(
      q,
      [
        ['daily', dailyParam],
        [cfg.param, numbered],
      ],
      { ok: true, round: rawVariant === null ? 'resume' : { like: { kind: 'free', seed: 0, variant } } },
    );
  };

  const queryOf = (r: Round, today: DayKey): Record<string, string> => {
    const v2: Record<string, string> = cfg.variant && (r.variant !== defaultVariant || r.kind === 'daily') ? { [cfg.variant.param]: r.variant } : {};
    if (r.kind === 'daily') return r.day === today || r.day === undefined ? { daily: '1', ...v2 } : { daily: '1', day: r.day, ...v2 };
    return { [cfg.param]: String(r.seed), ...v2 };
  };

  const roundSchema: v.GenericSchema<unknown, Round> = v.object({
    kind: v.picklist(['free', 'daily']),
    seed: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(Number.MAX_SAFE_INTEGER)),
    day: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))),
    variant: cfg.variant?.extra ? v.pipe(v.string(), v.maxLength(40), v.check(known)) : v.picklist(variants),
  }) as v.GenericSchema<unknown, Round>;

  const choice: MenuChoice<Round> | undefined = cfg.variant && {
    id: cfg.variant.param,
    legend: cfg.variant.legend,
    options: cfg.variant.values,
    value: (r) => r.variant,
    pick: (r, value, seed) => ({ kind: 'free', seed, variant: value }),
  };

  const label = (r: Round): string => {
    const base = r.kind === 'daily' ? `Tagesaufgabe ${formatDay(r.day ?? '')}` : cfg.numberLabel(formatNumber(r.seed));
    const vl = cfg.variant?.values.find((x) => x.value === r.variant)?.label ?? (known(r.variant) ? cfg.variant?.extra?.label(r.variant) : undefined);
    return vl && cfg.variant && cfg.variant.values.length > 1 ? `${base} · ${vl}` : base;
  };

  /** The menu's number field. */
  const numberField: MenuInput<Round> = {
    id: cfg.param,
    label: cfg.param === 'deal' ? 'Blattnummer' : 'Spielnummer',
    placeholder: `${formatNumber(cfg.range[0])} – ${formatNumber(cfg.range[1])}`,
    read: (text: string, r: Round) => {
      const n = readNumber(text, cfg.range);
      return n === null
        ? { ok: false as const, message: `Bitte eine Zahl von ${formatNumber(cfg.range[0])} bis ${formatNumber(cfg.range[1])} eingeben.` }
        : { ok: true as const, round: { kind: 'free' as const, seed: n, variant: r.variant } };
    },
  };

  return {
    /** The round opener's hooks but `originOf` (the game's). */
    rounds: {
      readQuery,
      queryOf,
      seedRange: cfg.range,
      /** A free round like `like` (its variant) with `seed`. */
      fresh: (seed: number, like: Round | null): Round => ({ kind: 'free', seed, variant: like?.variant ?? defaultVariant }),
      ...(cfg.daily ? { daily: (today: DayKey, like: Round | null): Round => dailyRound(today, like?.variant ?? defaultVariant) } : {}),
      sameRound: (a: Round, b: Round): boolean => a.kind === b.kind && a.seed === b.seed && a.day === b.day && a.variant === b.variant,
      sameVariant: (a: Round, b: Round): boolean => a.variant === b.variant,
      dayOf: (r: Round): DayKey | undefined => (r.kind === 'daily' ? r.day : undefined),
      /** The header's label: "Blatt Nr. 1.234" or "Tagesaufgabe 3.12.2026" (with the variant's name when there is a choice). */
      label,
    },
    /** The save keeper's hooks: a slot for the free game and one per daily (variant). */
    saves: {
      slots: ['free', ...(cfg.daily ? dailySlots : [])],
      slotOf: (r: Round): string => (r.kind === 'free' ? 'free' : dailySlots.length > 1 ? `daily-${r.variant}` : 'daily'),
      resumeSlot: 'free',
      meta: v.object({ round: roundSchema }) as v.GenericSchema<unknown, { round: Round }>,
      metaOf: (r: Round): { round: Round } => ({ round: r }),
      roundOf: (m: { round: Round }): Round | null => m.round,
    },
    /** The menu's variant choice and number field. */
    menu: { choices: choice ? [choice] : [], inputs: [numberField] },
    /** The round's schema, for a game whose save meta carries more than the round. */
    roundSchema,
    /** The days still open for the daily, newest first (for a calendar). */
    openDays: (today: DayKey): DayKey[] => Array.from({ length: cfg.daily?.days ?? 0 }, (_, i) => addDays(today, -i)),
  };
}

/** A round's origin when its seed and variant map straight to the rules' seed and options. */
export const originOf =
  (options: (variant: string) => Record<string, unknown>) =>
  (r: Round): Origin => ({ seed: r.seed, options: options(r.variant) });
