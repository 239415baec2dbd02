import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { NavTrigger } from './nav-trigger';

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
  min-width: 13rem;
  padding: 0.35rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.12);
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export interface DropdownProps {
  /** Visible content of the trigger button (its accessible name unless `buttonLabel` is given). */
  label: ReactNode;
  buttonLabel?: string;
  align?: 'left' | 'right';
  children: ReactNode;
}

/**
 * A disclosure dropdown: the button toggles it (click, Enter, Space, ArrowDown); Escape, a click
 * outside, focus moving elsewhere or choosing a link/button inside closes it.
 */
export function Dropdown({ label, buttonLabel, align = 'left', children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <Wrap
      ref={wrap}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          trigger.current?.focus();
        }
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && wrap.current && !wrap.current.contains(next)) setOpen(false);
      }}
    >
      <NavTrigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <Caret aria-hidden="true">▼</Caret>
      </NavTrigger>
      {open ? (
        <Panel
          id={panelId}
          $align={align}
          onClick={(event) => {
            const target = event.target as HTMLElement;
            if (target.closest('a, button')) setOpen(false);
          }}
        >
          {children}
        </Panel>
      ) : null}
    </Wrap>
  );
}
