// "Nur lösbare Blätter" off the main thread (KLO-12): the same pure solver and node budget as the
// engine's create (`provenDeal`), answering one request at a time.

import { provenDeal } from './solve.ts';
import type { ProveRequest, ProveAnswer } from './prove.ts';

self.onmessage = (e: MessageEvent<ProveRequest>): void => {
  const { id, seed, draw, scoring } = e.data;
  const deal = provenDeal(seed, draw, scoring);
  const answer: ProveAnswer = { id, deal };
  self.postMessage(answer);
};
