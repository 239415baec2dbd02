import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { translateText } from './i18n';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** How long each kind of toast stays (spec 000 §9): default 3000 ms, error 5000, warning 4000, info 3000. */
export const TOAST_DURATIONS: Record<ToastType, number> = {
  success: 3000,
  error: 5000,
  warning: 4000,
  info: 3000,
};

export interface ToastApi {
  /** Shows a toast; `type` defaults to 'success', `duration` to the type's duration. */
  show: (message: string, type?: ToastType, duration?: number) => void;
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
}

interface ToastItem {
  id: number;
  message: string;
  type: ToastType;
}

const ToastContext = createContext<ToastApi | null>(null);

const Region = styled.div`
  position: fixed;
  top: 1rem;
  right: 1rem;
  z-index: 1100;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;
`;

const toastBackground = {
  success: 'success',
  error: 'danger',
  warning: 'warning',
  info: 'info',
} as const;

const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 20px rgba(0, 0, 0, 0.18);
  background: ${({ theme, $type }) => theme.colors[toastBackground[$type]]};
  color: #ffffff;
  pointer-events: auto;
  p {
    margin: 0;
    flex: 1;
  }
  button {
    border: 0;
    background: transparent;
    color: inherit;
    font-size: 1.25rem;
    line-height: 1;
    cursor: pointer;
    padding: 0 0.25rem;
  }
  button:focus-visible {
    outline: 3px solid #ffffff;
  }
`;

/** Holds the page's toasts and shows them in a polite live region (errors are announced at once). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.filter((t) => t.id !== id));
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
  }, []);

  const show = useCallback(
    (message: string, type: ToastType = 'success', duration?: number) => {
      const id = nextId.current++;
      setToasts((list) => [...list, { id, message, type }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), duration ?? TOAST_DURATIONS[type]),
      );
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (m) => show(m, 'success'),
      error: (m) => show(m, 'error'),
      warning: (m) => show(m, 'warning'),
      info: (m) => show(m, 'info'),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Region role="region" aria-label="Notifications" aria-live="polite">
        {toasts.map((t) => (
          <Item
            key={t.id}
            $type={t.type}
            role={t.type === 'error' ? 'alert' : 'status'}
            data-type={t.type}
          >
            <p>{translateText(t.message)}</p>
            <button type="button" aria-label="Dismiss notification" onClick={() => dismiss(t.id)}>
              ×
            </button>
          </Item>
        ))}
      </Region>
    </ToastContext.Provider>
  );
}

/** Toasts of the app; needs a <ToastProvider> above (the shell provides one). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> (the shell provides one).');
  return api;
}
