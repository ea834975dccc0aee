// Stage 2 of the puzzle generator: picks 92 candidates from the pool (tools/bowls/pool.ts),
// proves each with the project's solver (src/games/bowls/solve.ts), rates it exactly (lib.ts
// rate()), names it, orders the set by the rating and writes src/games/bowls/puzzles.data.ts
// with the eight hand-made samples first.
//
//   nice -n 19 npx tsx tools/bowls/generate.ts /tmp/bowls-pool-*.jsonl
//
// The shipped set was made from pool seeds 1–4 with 250 positions each (see README.md).

import { readFileSync } from 'node:fs';
import { solve } from '../../src/games/bowls/rules/solve.ts';
import { type Effect, type Goal, type GoalKind } from '../../src/games/bowls/rules/types.ts';
import { ratingKey } from './rating.ts';
import { writePuzzleData, type FullRecord } from './write-data.ts';
import { prng, rate, stateOf, usageOf, type Usage } from './lib.ts';
import { SAMPLES } from './samples.ts';
import type { Candidate, Feature } from './pool.ts';

const files = process.argv.slice(2);
const pool: Candidate[] = files.flatMap((f) =>
  readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Candidate),
);
console.log(`pool: ${pool.length} candidates`);
const rnd = prng(2026);

/** How many generated puzzles (9 … 100) get each shortest-solution length, in order. */
const TIERS: { d: number[]; count: number; slack: number[] }[] = [
  { d: [1], count: 4, slack: [1] },
  { d: [2], count: 22, slack: [0, 1, 1] },
  { d: [3], count: 30, slack: [0, 1, 1] },
  { d: [4], count: 16, slack: [0, 1] },
  { d: [5, 6], count: 20, slack: [0, 0, 1] },
];
const SOLVE_CAP = 40_000;
const RATE_CAP = 120_000;

const kinds: GoalKind[] = ['removeColor', 'collect', 'points', 'combo', 'leaveAtMost', 'clear'];
const kindCount = new Map<GoalKind, number>(kinds.map((k) => [k, 0]));
const featCount = new Map<Feature, number>([
  ['volcano', 0],
  ['reverse', 0],
  ['frozen', 0],
  ['joker', 0],
  ['blocker', 0],
]);
const FEAT_TARGET: Record<Feature, number> = { volcano: 22, reverse: 22, frozen: 22, joker: 20, blocker: 20 };

for (const s of SAMPLES) {
  kindCount.set(s.goal.kind, kindCount.get(s.goal.kind)! + 1);
  for (const f of featuresOf(s.q, s.fx)) featCount.set(f, featCount.get(f)! + 1);
}

function featuresOf(q: readonly string[], fx: Readonly<Record<string, readonly Effect[]>>): Feature[] {
  const out: Feature[] = [];
  const all = Object.values(fx).flat();
  if (all.includes('volcano')) out.push('volcano');
  if (all.includes('reverse')) out.push('reverse');
  if (all.includes('frozen')) out.push('frozen');
  if (q.some((s) => s.includes('J'))) out.push('joker');
  if (q.some((s) => s.includes('X'))) out.push('blocker');
  return out;
}

function used(f: Feature, u: Usage): boolean {
  switch (f) {
    case 'volcano':
      return u.eruption;
    case 'reverse':
      return u.reverseSow;
    case 'frozen':
      return u.frozenReceived || u.frozenGroup;
    case 'joker':
      return u.jokerGroup;
    case 'blocker':
      return u.blockerCleared;
  }
}

interface Made extends FullRecord {
  readonly key: number;
  readonly usage: Usage;
  readonly feats: Feature[];
}

const usedPositions = new Set<string>(SAMPLES.map((s) => s.q.join('|')));
const made: Made[] = [];
for (const tier of TIERS) {
  let left = tier.count;
  const cands = pool.filter((c) => tier.d.includes(c.d));
  const tried = new Set<number>();
  while (left > 0) {
    // Desirability: goal kinds and features that are still short of their targets first.
    let best = -1;
    let bestScore = -Infinity;
    const minKind = Math.min(...kindCount.values());
    cands.forEach((c, i) => {
      if (tried.has(i) || usedPositions.has(c.q.join('|'))) return;
      // A points goal below one group's worth (30) reads oddly.
      if (c.goal.kind === 'points' && c.goal.n < 30) return;
      let sc = rnd();
      if (kindCount.get(c.goal.kind) === minKind) sc += 3;
      sc -= 0.2 * kindCount.get(c.goal.kind)!;
      for (const f of c.feats) if (featCount.get(f)! < FEAT_TARGET[f]) sc += 2;
      if (c.feats.length === 0 && [...featCount.entries()].some(([f, n]) => n < FEAT_TARGET[f])) sc -= 1;
      sc -= c.nodes / 20_000;
      if (c.goal.kind === 'combo' && c.goal.n === 2) sc -= 1.5;
      if (sc > bestScore) {
        bestScore = sc;
        best = i;
      }
    });
    if (best < 0) throw new Error(`tier d=${tier.d.join('/')}: pool exhausted with ${left} puzzles missing`);
    tried.add(best);
    const c = cands[best]!;
    const limit = c.d + tier.slack[Math.floor(rnd() * tier.slack.length)]!;
    const start = stateOf(c.q, c.fx, c.goal, limit);
    const proof = solve(start, limit, SOLVE_CAP);
    if (!proof.solution || proof.solution.length !== c.d) continue;
    const usage = usageOf(start, proof.solution);
    if (!featuresOf(c.q, c.fx).every((f) => used(f, usage))) continue;
    const rating = rate(start, RATE_CAP);
    if (!rating || rating.shortest !== c.d) continue;
    // Too easy: every first move wins.
    if (rating.winningFirstMoves === rating.firstMoves) continue;
    usedPositions.add(c.q.join('|'));
    kindCount.set(c.goal.kind, kindCount.get(c.goal.kind)! + 1);
    const feats = featuresOf(c.q, c.fx);
    for (const f of feats) featCount.set(f, featCount.get(f)! + 1);
    made.push({ title: '', idea: '', q: c.q, fx: c.fx, goal: c.goal, limit, solution: proof.solution, rating, key: ratingKey(rating, limit), usage, feats });
    left--;
    process.stdout.write(`d${c.d} ${c.goal.kind} [${feats.join(',')}] solve ${proof.nodes} rate ${rating.positions}\n`);
  }
}
made.sort((a, b) => a.key - b.key);

// ---------------------------------------------------------------------------------------
// German titles and ideas, from what the proof actually uses.

const NAME: Record<string, string> = { R: 'Rot', G: 'Grün', B: 'Blau', Y: 'Gelb', P: 'Lila' };
const ADJ: Record<string, string> = { R: 'rote', G: 'grüne', B: 'blaue', Y: 'gelbe', P: 'lila' };
const NUM = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const COMBO = ['', '', 'Zweier', 'Dreier', 'Vierer', 'Fünfer', 'Sechser', 'Siebener', 'Achter'];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const num = (n: number): string => NUM[n] ?? String(n);

function goalPhrases(g: Goal): string[] {
  switch (g.kind) {
    case 'removeColor':
      return [`${NAME[g.color]} verschwindet`, `Ohne ${NAME[g.color]}`, `Kein ${NAME[g.color]} mehr`, `Abschied von ${NAME[g.color]}`];
    case 'collect':
      return [`${cap(num(g.n))} ${ADJ[g.color]} Steine`, `${cap(num(g.n))} ${ADJ[g.color]} sammeln`, `${cap(num(g.n))} × ${NAME[g.color]}`];
    case 'points':
      return [`${g.n} Punkte`, `Auf ${g.n} Punkte`, `${g.n} Punkte knacken`];
    case 'combo':
      return [`${COMBO[g.n] ?? `${g.n}er-`}kombo`, `${cap(num(g.n))} Schalen zugleich`, `${COMBO[g.n] ?? `${g.n}er-`}schlag`];
    case 'leaveAtMost':
      return g.n === 1
        ? ['Höchstens einer übrig', 'Nur einer bleibt', 'Ein Stein Rest']
        : [`Höchstens ${num(g.n)} übrig`, `Nur ${num(g.n)} bleiben`, `${cap(num(g.n))} Steine Rest`];
    case 'clear':
      return ['Leerer Kreis', 'Alles weg', 'Blanke Schalen', 'Reiner Tisch', 'Nichts bleibt'];
  }
}

const FEATURE_WORDS: Record<Feature | 'plain', string[]> = {
  volcano: ['Ausbruch', 'Vulkan', 'Glut', 'Lava', 'Feuerberg', 'Beben'],
  reverse: ['Gegenlauf', 'Rückwärts', 'Umkehr', 'Linksherum', 'Gegenstrom'],
  frozen: ['Eis', 'Frost', 'Eisschale', 'Kälte', 'Raureif'],
  joker: ['Joker', 'Jokerhilfe', 'Wildstein', 'Lückenfüller'],
  blocker: ['Blockierer', 'Sperre', 'Riegel', 'Hindernis'],
  plain: ['Vorbereiten', 'Geduld', 'Umweg', 'Reihenfolge', 'Weitblick', 'Aufbau', 'Planung', 'Ernte', 'Feinarbeit', 'Zug um Zug'],
};
const FEATURE_IDEAS: Record<Feature | 'plain', string[]> = {
  volcano: [
    'Ab sechs Steinen bricht der Vulkan aus und sät seine ganze Schale weiter',
    'Eine Schale zum Vulkan füllen und den Ausbruch für dich arbeiten lassen',
    'Der Ausbruch trägt Steine dorthin, wo die Hand nicht hinkommt',
  ],
  reverse: [
    'Die Rückwärtsschale sät gegen den Uhrzeigersinn',
    'Aus der Rückwärtsschale gehen die Steine nach links',
    'Mit dem Gegenlauf Schalen erreichen, die im Uhrzeigersinn zu weit sind',
  ],
  frozen: [
    'Die gefrorene Schale ist nicht wählbar, nimmt aber Steine auf und bildet Gruppen',
    'Eis kann man nicht ziehen, nur füllen',
    'Die Gruppe muss in der gefrorenen Schale entstehen',
  ],
  joker: ['Ein Joker ergänzt ein Paar zur Dreiergruppe', 'Der Joker geht dorthin, wo ein Stein fehlt', 'Zwei Steine und ein Joker genügen'],
  blocker: [
    'Blockierer verschwinden nur neben einer Farbgruppe',
    'Erst daneben eine Gruppe bilden, dann ist die Sperre weg',
    'Blockierer wandern wie Steine mit: Bring sie neben eine Gruppe',
  ],
  plain: [
    'Die Reihenfolge der Züge entscheidet',
    'Erst die Steine sammeln, dann die Hand geschickt verteilen',
    'Ein vorbereitender Zug macht den entscheidenden möglich',
    'Nicht jede Gruppe sofort bilden, manche Steine braucht man später',
  ],
};

function goalIdea(g: Goal): string {
  switch (g.kind) {
    case 'removeColor':
      return `kein ${NAME[g.color]} mehr auf dem Brett`;
    case 'collect':
      return `${g.n} ${ADJ[g.color]} Steine in Gruppen`;
    case 'points':
      return `${g.n} Punkte`;
    case 'combo':
      return `Gruppen in ${num(g.n)} Schalen mit einem Zug`;
    case 'leaveAtMost':
      return g.n === 1 ? 'höchstens ein Stein übrig' : `höchstens ${num(g.n)} Steine übrig`;
    case 'clear':
      return 'alle Schalen leer';
  }
}

const titles = new Set<string>(SAMPLES.map((s) => s.title));
const featUse = new Map<string, number>();
made.forEach((m, i) => {
  const usedFeats = m.feats.filter((f) => used(f, m.usage));
  // The idea is the rarest feature the proof uses (so every feature gets its own lessons).
  const main: Feature | 'plain' = usedFeats.sort((a, b) => (featUse.get(a) ?? 0) - (featUse.get(b) ?? 0))[0] ?? 'plain';
  featUse.set(main, (featUse.get(main) ?? 0) + 1);
  const words = [...FEATURE_WORDS[main]];
  const jokers = m.q.join('').split('J').length - 1;
  if (main === 'joker' && jokers === 2) words.unshift('Zwei Joker');
  const goals = goalPhrases(m.goal);
  let title = '';
  outer: for (let a = 0; a < words.length; a++) {
    for (let b = 0; b < goals.length; b++) {
      const t = `${words[(a + i) % words.length]}: ${goals[(b + i) % goals.length]}`;
      if (!titles.has(t)) {
        title = t;
        break outer;
      }
    }
  }
  if (!title) throw new Error(`no free title for puzzle ${i + 9}`);
  titles.add(title);
  const ideas = FEATURE_IDEAS[main];
  const idea = `${ideas[i % ideas.length]}. Ziel in ${m.limit === 1 ? 'einem Zug' : `${num(m.limit)} Zügen`}: ${goalIdea(m.goal)}.`;
  (m as { title: string }).title = title;
  (m as { idea: string }).idea = idea;
});

// ---------------------------------------------------------------------------------------
// Write the data files (write-data.ts).

const records: FullRecord[] = [
  ...SAMPLES.map((s) => {
    const rating = rate(stateOf(s.q, s.fx, s.goal, s.limit));
    if (!rating) throw new Error(`sample ${s.title} not rated`);
    return { title: s.title, idea: s.idea, q: s.q, fx: s.fx, goal: s.goal, limit: s.limit, solution: s.solution, rating };
  }),
  ...made.map(({ title, idea, q, fx, goal, limit, solution, rating }) => ({ title, idea, q, fx, goal, limit, solution, rating })),
];
writePuzzleData(records);
console.log(`wrote ${records.length} puzzles`);
console.log('goal kinds', JSON.stringify(Object.fromEntries(kindCount)), 'features', JSON.stringify(Object.fromEntries(featCount)));
