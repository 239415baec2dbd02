import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { DROPDOWN_HIDE_DELAY_MS } from '@voice/contracts/core';
import { NavTrigger } from '../nav-trigger';

/** A click this soon after a hover opened the panel keeps it open. */
const HOVER_CLICK_GRACE_MS = 600;

/** Space kept between an open panel and the window's edges. */
const EDGE_PX = 8;

const Wrap = styled.div`
  position: relative;
`;

const Caret = styled.span`
  font-size: 0.7em;
`;

const Panel = styled.div<{ $align: 'left' | 'right' }>`
  position: absolute;
  top: calc(100% + 0.25rem);
  ${({ $align }) => ($align === 'right' ? 'right: 0;' : 'left: 0;')}
  z-index: 900;
  box-sizing: border-box;
  min-width: 13rem;
  max-width: calc(100vw - ${EDGE_PX * 2}px);
  overflow-y: auto;
  padding: 0.35rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.12);
  /* One item a line, whatever the bar around it lays out in a row. */
  ul {
    display: flex;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

/**
 * How far to move a panel sideways, and how tall it may be, so that it stays inside the window: a panel that would
 * run past the right edge moves left, one past the left edge moves right; a list taller than the space below the
 * trigger scrolls.
 */
export function fitInViewport(
  rect: { left: number; right: number; top: number },
  viewport: { width: number; height: number },
): { shift: number; maxHeight: number } {
  let shift = 0;
  if (rect.right > viewport.width - EDGE_PX) shift = viewport.width - EDGE_PX - rect.right;
  if (rect.left + shift < EDGE_PX) shift = EDGE_PX - rect.left;
  return { shift, maxHeight: Math.max(120, viewport.height - rect.top - EDGE_PX) };
}

function focusables(panel: HTMLElement | null): HTMLElement[] {
  return panel
    ? // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
      Array.from(panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])'))
    : [];
}

export interface DropdownProps {
  /** Visible content of the trigger button (its accessible name unless `buttonLabel` is given). */
  label: ReactNode;
  buttonLabel?: string;
  align?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A disclosure dropdown: the button toggles it (click, Enter, Space, ArrowDown); a mouse pointer opens it on hover
 * and closes it DROPDOWN_HIDE_DELAY_MS after leaving (spec 001 §9). Inside, ArrowDown/ArrowUp/Home/End move
 * between the items; Escape, a click outside, focus moving elsewhere or choosing a link/button closes it. The
 * panel lists its items one under another and is kept inside the window.
 */
export function Dropdown({ label, buttonLabel, align = 'left', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // When a mouse pointer opened the panel (0: not by hover): a click soon after means "open", not "close".
  const hoverOpenedAt = useRef(0);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelHide = useCallback(() => {
    if (hideTimer.current) clearTimeout(hideTimer.current);
    hideTimer.current = null;
  }, []);
  const close = useCallback(() => {
    cancelHide();
    hoverOpenedAt.current = 0;
    setOpen(false);
  }, [cancelHide]);
  useEffect(() => cancelHide, [cancelHide]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) close();
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open, close]);

  // Moved before paint, measured from where the panel would sit unmoved; again when the window changes size.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const place = () => {
      const element = panel.current;
      if (!element) return;
      element.style.transform = '';
      element.style.maxHeight = '';
      const fit = fitInViewport(element.getBoundingClientRect(), {
        width: window.innerWidth,
        height: window.innerHeight,
      });
      element.style.transform = fit.shift ? `translateX(${fit.shift}px)` : '';
      element.style.maxHeight = `${fit.maxHeight}px`;
    };
    place();
    window.addEventListener('resize', place);
    return () => window.removeEventListener('resize', place);
  }, [open]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = focusables(panel.current);
    if (items.length === 0) return;
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? at < 0 || at === last
          ? 0
          : at + 1
        : event.key === 'ArrowUp'
          ? at <= 0
            ? last
            : at - 1
          : event.key === 'Home'
            ? 0
            : last;
    event.preventDefault();
    items[next]?.focus();
  };

  return (
    <Wrap
      ref={wrap}
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        cancelHide();
        if (!open) {
          hoverOpenedAt.current = Date.now();
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse' || !open) return;
        cancelHide();
        hideTimer.current = setTimeout(close, DROPDOWN_HIDE_DELAY_MS);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          trigger.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && wrap.current && !wrap.current.contains(next)) close();
      }}
    >
      <NavTrigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => {
          // A click right after the pointer opened the panel keeps it open (the click meant "open").
          const justHovered = Date.now() - hoverOpenedAt.current < HOVER_CLICK_GRACE_MS;
          hoverOpenedAt.current = 0;
          if (open && !justHovered) close();
          else setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          if (open) focusables(panel.current)[0]?.focus();
          else setOpen(true);
        }}
      >
        {label}
        <Caret aria-hidden="true">▼</Caret>
      </NavTrigger>
      {open ? (
        <Panel
          ref={panel}
          id={panelId}
          $align={align}
          onKeyDown={(event) => {
            // eslint-disable-next-line lingui/no-unlocalized-strings -- key names
            if (['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(event.key)) moveFocus(event);
          }}
          onClick={(event) => {
            const target = event.target as HTMLElement;
            // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector
            if (target.closest('a, button')) close();
          }}
        >
          {children}
        </Panel>
      ) : null}
    </Wrap>
  );
}
