import type { MouseEvent, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';

export interface ToastWithLinkProps {
  children: ReactNode;
  /** The app path the link opens, e.g. the new record's receipt. */
  to: string;
  linkText: string;
  navigate: NavigateFunction;
}

/**
 * A toast's text and a link in it. The toasts live outside the router: a plain link, followed in the
 * app unless opened elsewhere (a new tab or window).
 */
export function ToastWithLink({ children, to, linkText, navigate }: ToastWithLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <div>
      <p>{children}</p>
      <a href={to} onClick={onClick} className="font-medium text-blue-800 underline">
        {linkText}
      </a>
    </div>
  );
}
