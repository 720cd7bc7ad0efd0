/**
 * The header search's public face (docs/decisions/086-header-search.md): the top bar's search box,
 * loaded on demand after the shell shows, so the login screen's first bundle carries none of it.
 */
export const searchScreens = {
  /** `<HeaderSearch compact />`: the box (desktop) or an icon that opens it across the screen (phones). */
  box: () => import('./components/header-search').then((module) => ({ default: module.HeaderSearch })),
};
