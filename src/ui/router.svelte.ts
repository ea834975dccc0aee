// Hash routing (a browser piece every page shares): #/, #/<game>?<query>, #/<game>/help, #/settings, #/stats.
// Hash routes work from any static host and keep shared links (#/<game>?code=…) intact.

export interface Route {
  /** Path segments, e.g. ["<game>"] or ["<game>", "help"]. */
  readonly path: readonly string[];
  readonly query: URLSearchParams;
}

export function parseHash(hash: string): Route {
  const body = hash.replace(/^#\/?/, '');
  const q = body.indexOf('?');
  const pathPart = q < 0 ? body : body.slice(0, q);
  let query: URLSearchParams;
  try {
    query = new URLSearchParams(q < 0 ? '' : body.slice(q + 1));
  } catch {
    query = new URLSearchParams();
  }
  const path = pathPart
    .split('/')
    .filter((s) => s.length > 0)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  return { path, query };
}

export function hrefFor(path: readonly string[], query?: URLSearchParams | Record<string, string>): string {
  const qs = query === undefined ? '' : new URLSearchParams(query).toString();
  return `#/${path.map(encodeURIComponent).join('/')}${qs ? `?${qs}` : ''}`;
}

export const router = $state<{ route: Route }>({ route: parseHash(typeof location === 'undefined' ? '' : location.hash) });

export function startRouter(): void {
  const update = (): void => {
    router.route = parseHash(location.hash);
  };
  window.addEventListener('hashchange', update);
  update();
}

export function navigate(path: readonly string[], query?: URLSearchParams | Record<string, string>): void {
  location.hash = hrefFor(path, query);
}

/** Change the current route's query without a new history entry or a page reload. */
export function replaceQuery(query: URLSearchParams | Record<string, string>): void {
  const href = hrefFor(router.route.path, query);
  history.replaceState(history.state, '', href);
  router.route = parseHash(href);
}

/** Absolute link to a route, for copy-link buttons. */
export function absoluteLink(path: readonly string[], query?: URLSearchParams | Record<string, string>): string {
  return `${location.origin}${location.pathname}${hrefFor(path, query)}`;
}

/** Whether two queries say the same (same keys and values, in any order). */
export function sameQuery(a: URLSearchParams | Record<string, string>, b: URLSearchParams | Record<string, string>): boolean {
  const sorted = (q: URLSearchParams | Record<string, string>): string => {
    const p = new URLSearchParams(q);
    p.sort();
    return p.toString();
  };
  return sorted(a) === sorted(b);
}

/**
 * Keep the address bar on the round a game page shows: the page computes the round's query (its
 * pure routes.ts) and calls this; the address bar follows without a history entry, and only when
 * it says something else already (so a link the player opened is not rewritten for nothing).
 */
export function syncQuery(wanted: URLSearchParams | Record<string, string>): void {
  if (!sameQuery(wanted, router.route.query)) replaceQuery(wanted);
}
