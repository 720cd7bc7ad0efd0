// Starts what the opening screen waits for while the app's first bundle is still downloading: its API
// requests and, for the screens the build names, their lazily loaded code. Over mobile data each
// request costs a round trip of 300–400 ms, and the first bundle takes longer than that
// (docs/decisions/152-faster-first-visit.md). A plain script the build writes into index.html, so it
// runs as the page arrives (decision 177): it only starts the requests; the app's API client takes
// each answer once (lib/early-answers.ts). The API addresses are the ones the app asks for (checked
// by lib/early-answers.test.ts); the build writes the files of each screen's code (scripts/early-data.ts).
(() => {
  const PROFILE = '/api/view/profile_info';
  /** The screens opened without search parameters, and what each asks for besides the profile. */
  const BY_SCREEN = {
    '/': ['/api/setup'],
    '/apartments/dashboard': ['/api/dashboard/apartments'],
    '/apartments/payment/list': ['/api/apartment/all_payments?page=1&pageSize=8'],
  };
  const SCREEN_CODE = /* the screens’ code, written by the build */ {};

  const { pathname, search } = window.location;
  const answers = new Map();
  const calls = search === '' ? (BY_SCREEN[pathname] ?? []) : [];
  for (const url of [PROFILE, ...calls]) {
    const answer = fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    // Offline, the app's own handling of the failed request applies; nothing is reported here.
    answer.catch(() => {});
    answers.set(url, answer);
  }
  window.earlyAnswers = answers;

  const preload = (files) => {
    for (const file of files ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.appendChild(link);
    }
  };
  preload(SCREEN_CODE[pathname]);
  // Signed out on another screen: the app will show the login form ('/'), so its code comes now.
  if (pathname !== '/') {
    answers.get(PROFILE).then(
      (answer) => answer.status === 401 && preload(SCREEN_CODE['/']),
      () => {},
    );
  }
})();
