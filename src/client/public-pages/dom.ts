/**
 * The few lines the public pages draw with instead of React (docs/decisions/156-statement-page-without-react.md):
 * `h('p', { class: 'text-sm' }, 'text', child)` makes an element; text is always set as text, never
 * parsed as HTML, so nothing from the API can run as code.
 */
export type Child = Node | string | number | null | undefined | false;
export type Attributes = Record<
  string,
  string | number | boolean | null | undefined | ((event: Event) => void)
>;

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2).toLowerCase(), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'object' ? child : String(child));
  }
  return element;
}

/**
 * Puts `content` in place of what `root` showed; the page's title becomes its heading, and the focus
 * moves there so a screen reader reads the new page.
 */
export function show(root: HTMLElement, content: Node) {
  root.replaceChildren(content);
  const heading = root.querySelector<HTMLElement>('h1');
  if (heading) document.title = heading.textContent ?? document.title;
  heading?.focus({ preventScroll: true });
}
