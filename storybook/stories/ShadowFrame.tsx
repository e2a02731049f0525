import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

/**
 * Renders children inside an open shadow root with the given CSS, the way the widgets' `mount`
 * does, so a widget story looks exactly as it does on a host page.
 */
export function ShadowFrame({
  css,
  rootClassName,
  children,
}: {
  css: string;
  rootClassName: string;
  children: ReactNode;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = css;
    const root = document.createElement('div');
    root.className = rootClassName;
    root.lang = 'pl';
    shadow.replaceChildren(style, root);
    setContainer(root);
    return () => {
      shadow.replaceChildren();
      setContainer(null);
    };
  }, [css, rootClassName]);
  return <div ref={hostRef}>{container ? createPortal(children, container) : null}</div>;
}
