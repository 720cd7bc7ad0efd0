import './public.css';
import { h, show } from './dom';
import { openReceipt } from './receipt';
import { openStatement } from './statement';
import { openTestCheckout } from './test-checkout';
import { notValidPage, page } from './views';

/**
 * The public pages' entry (statement.html): no React, no router, no schema library, so a phone on
 * mobile data downloads a few kilobytes (docs/decisions/156-statement-page-without-react.md).
 * The path names the page; an unknown path is the plain 'not valid' page.
 */
export function route(root: HTMLElement, location: Pick<Location, 'pathname' | 'search' | 'hash'>) {
  const parts = location.pathname.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, third, fourth] = parts;
  if (first === 's' && second && parts.length === 2) return openStatement(root, second, location.search);
  if (first === 's' && second && third === 'receipts' && fourth && parts.length === 4)
    return openReceipt(root, second, fourth);
  if (first === 'pay' && second === 'test' && third && parts.length === 3)
    return openTestCheckout(root, third, location.hash.replace(/^#/, ''));
  show(root, notValidPage());
  return Promise.resolve();
}

const root = document.getElementById('page');
if (root) {
  route(root, window.location).catch(() =>
    show(root, page('Something went wrong', h('p', {}, 'Please reload the page.'))),
  );
}
