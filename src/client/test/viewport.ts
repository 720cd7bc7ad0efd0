/** Sets happy-dom's window width (media queries follow it): 360 for a phone, 1024 (the default) for a desktop. */
export function setViewportWidth(width: number) {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width,
  });
}

/** The width happy-dom starts with. */
export const DESKTOP_WIDTH = 1024;
export const PHONE_WIDTH = 360;
