// The JSON-lines engine protocol (docs/ENGINE.md), as a pure request → response handler over the
// games it is handed. src/cli/engine.ts wires it to stdin/stdout with every registered game; tests
// call it in-process.

import { actionOf, type AnyGameDef } from '../core/game.ts';
import { T_MESSAGE, startSession, type SessionOf } from '../core/session.ts';
import { isPlayTime } from '../core/bounds.ts';
import type { RuleError } from '../core/result.ts';

type Json = Record<string, unknown>;

/** The games an engine plays, by the name a request gives (src/games/defs.ts: every registered game). */
export type EngineGames = Readonly<Record<string, AnyGameDef>>;

/** The game in play. The registry erases the def's types (AnyGameDef); the session keeps its values together. */
interface Current {
  /** The name the game was started under (the registry key). */
  game: string;
  def: AnyGameDef;
  session: SessionOf<AnyGameDef>;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Longest error sentence sent back: a rule message that quotes a huge input is cut here. */
const MAX_ERROR_CHARS = 240;

/** A short quotable prefix of a value taken from the request. */
function quote(text: string): string {
  return text.length <= 32 ? text : `${text.slice(0, 32)}…`;
}

function failure(code: string, error: string, extra?: object): Json {
  const sentence = error.length <= MAX_ERROR_CHARS ? error : `${error.slice(0, MAX_ERROR_CHARS)}…`;
  return { ok: false, code, error: sentence, ...(extra ?? {}) };
}

function fromRuleError(e: RuleError<object>): Json {
  return failure(e.code, e.message, e.data);
}

export class Engine {
  #current: Current | null = null;

  constructor(private readonly games: EngineGames) {}

  /** Handle one request line; always returns exactly one response line (no newline). */
  handleLine(line: string): string {
    let response: Json;
    try {
      response = this.#handle(line);
    } catch (e) {
      // A rules bug must never kill the process or change the game; report it as data.
      response = failure('internal', `Internal error: ${e instanceof Error ? e.message : String(e)}`);
    }
    return JSON.stringify(response);
  }

  #handle(line: string): Json {
    let req: unknown;
    try {
      req = JSON.parse(line);
    } catch {
      return failure('bad_request', 'The request is not valid JSON.');
    }
    if (!isObject(req)) return failure('bad_request', 'A request must be a JSON object.');
    const cmd = req['cmd'];
    if (typeof cmd !== 'string') return failure('bad_request', 'The request has no "cmd" string.');

    switch (cmd) {
      case 'new':
      case 'load':
        return this.#start(cmd, req);
      case 'position':
        return this.#withGame((c) => ({ ok: true, ...this.#positionFields(c) }));
      case 'moves':
        return this.#withGame((c) => ({ ok: true, moves: c.def.legalMoves(c.session.state).map((m) => c.def.formatMove(m)) }));
      case 'move':
        return this.#withGame((c) => this.#move(c, req));
      case 'undo':
      case 'redo':
        return this.#withGame((c) => {
          const done = cmd === 'undo' ? c.session.undo() : c.session.redo();
          if (!done) return failure('illegal', cmd === 'undo' ? 'There is nothing to undo.' : 'There is nothing to redo.');
          return { ok: true, ...this.#positionFields(c) };
        });
      default:
        if (!this.#current) return failure('bad_request', `Unknown command "${quote(cmd)}" (and no game is loaded).`);
        return this.#command(this.#current, cmd, req);
    }
  }

  #withGame(f: (c: Current) => Json): Json {
    if (!this.#current) return failure('bad_request', 'No game is loaded: send "new" or "load" first.');
    return f(this.#current);
  }

  #start(cmd: 'new' | 'load', req: Json): Json {
    const game = req['game'];
    if (typeof game !== 'string') return failure('bad_request', 'The request has no "game" string.');
    // Own properties only: "constructor" or "__proto__" names no game (issue 14).
    const def = Object.hasOwn(this.games, game) ? this.games[game] : undefined;
    if (!def) return failure('bad_request', `Unknown game "${quote(game)}"; games are ${Object.keys(this.games).join(', ')}.`);
    const field = cmd === 'new' ? 'seed' : 'position';
    if (!(field in req) || req[field] === null) return failure('bad_request', `The request has no "${field}".`);
    const rawOptions = req['options'] ?? {};
    const origin = cmd === 'new' ? { seed: req['seed'], options: rawOptions } : { position: req['position'], options: rawOptions };
    const started = startSession(def, origin);
    if (!started.ok) return fromRuleError(started.error);
    this.#current = { game, def, session: started.value };
    return { ok: true, game, ...this.#positionFields(this.#current) };
  }

  #positionFields(c: Current): Json {
    // What the player sees: Spider's score pays for every undo of this session (SPI-6).
    const s = c.session.shownState;
    return { position: c.def.encode(s), status: c.def.status(s), ...c.def.extras(s) };
  }

  #move(c: Current, req: Json): Json {
    if (!('move' in req)) return failure('bad_request', 'The request has no "move".');
    const t = req['t'];
    if (t !== undefined && !isPlayTime(t)) {
      return failure('bad_request', T_MESSAGE);
    }
    const move = c.def.parseMove(req['move']);
    if (!move.ok) return fromRuleError(move.error);
    const r = c.session.play(move.value, t as number | undefined);
    if (!r.ok) return fromRuleError(r.error);
    const { events, extras } = c.def.engineFields(r.value.trace, r.value.state);
    return { ok: true, ...this.#positionFields(c), events, ...(extras ?? {}) };
  }

  #command(c: Current, cmd: string, req: Json): Json {
    // Own properties only: "constructor" or "__proto__" is an unknown command, not Object.prototype (issue 14).
    const action = actionOf(c.def.actions, cmd);
    if (action === undefined) return failure('bad_request', `Unknown command "${quote(cmd)}" for game ${c.game}.`);
    const t = req['t'];
    if (t !== undefined && !isPlayTime(t)) {
      return failure('bad_request', T_MESSAGE);
    }
    const args = Object.fromEntries(Object.entries(req).filter(([k]) => k !== 'cmd' && k !== 't'));
    const r = c.session.command(cmd, t as number | undefined, args);
    if (!r.ok) return fromRuleError(r.error);
    const response = action.respond(r.value.answer);
    if (!r.value.recorded) return { ok: true, ...response };
    const fields = r.value.trace === undefined ? { events: [] } : c.def.engineFields(r.value.trace, r.value.state);
    return { ok: true, ...this.#positionFields(c), events: fields.events, ...(fields.extras ?? {}), ...response };
  }
}
