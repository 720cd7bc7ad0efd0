/**
 * The answers public/early-data.js asked for before the app's scripts ran
 * (docs/decisions/152-faster-first-visit.md): each is used once, by the first GET of its address,
 * and only while the page is young and nothing has been written since, so a later read never gets
 * an answer older than what the user did.
 */
declare global {
  interface Window {
    earlyAnswers?: Map<string, Promise<Response>>;
  }
}

/** How long after the page opened an early answer may still stand for a request. */
export const EARLY_ANSWER_MS = 15_000;

/** The early answer for a GET of `url`, taken (a second GET goes to the network), or undefined. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answers = typeof window === 'undefined' ? undefined : window.earlyAnswers;
  const answer = answers?.get(url);
  if (!answers || !answer) return undefined;
  answers.delete(url);
  return performance.now() <= EARLY_ANSWER_MS ? answer : undefined;
}

/** Forgets every early answer (a write changes what they would say). */
export function dropEarlyAnswers() {
  if (typeof window !== 'undefined') window.earlyAnswers?.clear();
}
