// Number Match levels beyond the 12 shipped ones (issue 13, NUM-8): level 13, 14, 15, … without end,
// each a finite, ordered sequence of GENERATED_STAGES stages, made on demand and proven clearable
// by the project's solver (solve.ts) before it is offered.
//
// Generator "kb-nm-levels-1" (never change it: stage ids and saved games depend on it):
// stage s of level n (n ≥ 13, 1 ≤ s ≤ 4) uses rng = createRng(`numbermatch-level-${n}-${s}`) (kb-rng-1).
// Difficulty rises gently with n: the board has cellsFor(n) = min(54, 45 + ⌊(n − 13) / 2⌋) + s numbers
// (each 1 + rng.nextInt(9)) and an add budget of 1 (like level 12). A drawn board with fewer than
// 3 open pairs, or one the solver does not clear within PROOF_NODES states and that budget, is skipped
// and the next one drawn from the same rng. After MAX_TRIES boards without a proof (never seen) the
// stage falls back to stage s of level 12 (shipped and proven). Stages are cached once made.
//
// Stage identity: "n-s" like the shipped stages (`?stage=13-2`); which ids exist is known without
// generating anything (stageExists), so stored progress and links are checked cheaply.

import { createRng } from '../../core/rng.ts';
import { LEVELS, type LevelDef, type StageDef } from './levels.ts';
import { cellsToRows, decodePosition } from './notation.ts';
import { legalPairIndices, type NumberMatchMove } from './rules.ts';
import { solve } from './solve.ts';

// Generator "kb-nm-levels-1": change the name (and the pinned tests) when a generated level changes.
/** Stages in every generated level. */
export const GENERATED_STAGES = 4;
/** The first generated level (after the shipped ones). */
export const FIRST_GENERATED = LEVELS.length + 1;
/** Level numbers beyond this are refused (a link, a stored id): far more than anyone plays. */
export const MAX_LEVEL = 9999;
const PROOF_NODES = 1000;
const MAX_TRIES = 40;
const ADDS = 1;

/** Numbers on the start board of stage `stage` of generated level `level`. */
export const cellsFor = (level: number, stage: number): number => Math.min(54, 45 + Math.floor((level - FIRST_GENERATED) / 2)) + stage;

export interface GeneratedStage extends StageDef {
  /** The solver's proof: a move list that clears the board within its adds. */
  readonly proof: readonly NumberMatchMove[];
}

const cache = new Map<string, GeneratedStage>();

/** Stage `stage` (1-based) of generated level `level`, or null when there is no such stage. */
export function generatedStage(level: number, stage: number): GeneratedStage | null {
  if (!Number.isInteger(level) || level < FIRST_GENERATED || level > MAX_LEVEL) return null;
  if (!Number.isInteger(stage) || stage < 1 || stage > GENERATED_STAGES) return null;
  const id = `${level}-${stage}`;
  const hit = cache.get(id);
  if (hit) return hit;
  const rng = createRng(`numbermatch-level-${level}-${stage}`);
  const n = cellsFor(level, stage);
  let found: GeneratedStage | null = null;
  for (let t = 0; t < MAX_TRIES && !found; t++) {
    const cells = Array.from({ length: n }, () => 1 + rng.nextInt(9));
    if (legalPairIndices(cells).length < 3) continue;
    const proof = solve({ cells, adds: ADDS }, { maxNodes: PROOF_NODES }).solution;
    if (proof) found = { id, rows: cellsToRows(cells), adds: ADDS, proof };
  }
  if (!found) found = fallback(id, stage);
  cache.set(id, found);
  return found;
}

function fallback(id: string, stage: number): GeneratedStage {
  const last = LEVELS[LEVELS.length - 1] as LevelDef;
  const def = (last.stages[stage - 1] ?? last.stages[0]) as StageDef;
  const start = decodePosition({ rows: [...def.rows], adds: def.adds });
  const proof = start.ok ? solve(start.value).solution : null;
  return { id, rows: def.rows, adds: def.adds, proof: proof ?? [] };
}

/** Generated level `level` (all its stages, made now), or null outside FIRST_GENERATED … MAX_LEVEL. */
export function generatedLevel(level: number): LevelDef | null {
  if (!Number.isInteger(level) || level < FIRST_GENERATED || level > MAX_LEVEL) return null;
  const stages: GeneratedStage[] = [];
  for (let s = 1; s <= GENERATED_STAGES; s++) stages.push(generatedStage(level, s) as GeneratedStage);
  return { number: level, stages };
}

/** [level, stage] numbers (1-based) of a stage id like "3-2" (no leading zeros). */
export function stageNumbers(id: string): [number, number] | null {
  const m = /^([1-9]\d{0,5})-([1-9]\d{0,2})$/.exec(id);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

/** How many stages level `level` has (0: no such level). */
export function stageCount(level: number): number {
  if (!Number.isInteger(level) || level < 1 || level > MAX_LEVEL) return 0;
  return level < FIRST_GENERATED ? (LEVELS[level - 1]?.stages.length ?? 0) : GENERATED_STAGES;
}

/** Whether a stage id names a stage (shipped or generated), without generating it. */
export function stageExists(id: string): boolean {
  const n = stageNumbers(id);
  return n !== null && n[1] <= stageCount(n[0]);
}

/** The stage of an id, shipped or generated (made now if needed). */
export function stageDef(id: string): StageDef | undefined {
  const n = stageNumbers(id);
  if (!n || n[1] > stageCount(n[0])) return undefined;
  if (n[0] < FIRST_GENERATED) return LEVELS[n[0] - 1]?.stages[n[1] - 1];
  return generatedStage(n[0], n[1]) ?? undefined;
}

/** The stage id before `id` in play order ("13-1" → "12-5"), or null for the first stage. */
export function previousStageId(id: string): string | null {
  const n = stageNumbers(id);
  if (!n || !stageExists(id)) return null;
  if (n[1] > 1) return `${n[0]}-${n[1] - 1}`;
  return n[0] > 1 ? `${n[0] - 1}-${stageCount(n[0] - 1)}` : null;
}

/** The stage id after `id` in play order ("12-5" → "13-1"), or null after MAX_LEVEL. */
export function nextStageId(id: string): string | null {
  const n = stageNumbers(id);
  if (!n || !stageExists(id)) return null;
  if (n[1] < stageCount(n[0])) return `${n[0]}-${n[1] + 1}`;
  return n[0] < MAX_LEVEL ? `${n[0] + 1}-1` : null;
}
