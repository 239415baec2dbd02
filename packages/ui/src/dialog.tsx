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
import { Button } from './button';
import { Modal } from './modal';
import { translateText, translateNode } from './i18n';

export type DialogTone = 'success' | 'error' | 'info' | 'warning';

export interface AlertOptions {
  title: string;
  message: ReactNode;
  tone?: DialogTone;
  /** Label of the dismiss button (default 'OK'). */
  okLabel?: string;
}

export interface DialogApi {
  /** Shows a message dialog; resolves when it closes. Success and info dialogs close after 3000 ms. */
  alert: (options: AlertOptions) => Promise<void>;
}

/** Success and info dialogs auto-close after 3000 ms (spec 000 §9). */
export const DIALOG_AUTO_CLOSE_MS = 3000;

const DialogContext = createContext<DialogApi | null>(null);

const Message = styled.p<{ $tone: DialogTone }>`
  margin: 0;
  padding-left: 0.75rem;
  border-left: 4px solid
    ${({ theme, $tone }) =>
      ({
        success: theme.colors.success,
        error: theme.colors.danger,
        warning: theme.colors.warning,
        info: theme.colors.info,
      })[$tone]};
`;

interface Current extends AlertOptions {
  id: number;
  resolve: () => void;
}

/** Message dialogs such as 'Login Failed' or 'Validation Error' (spec 000 §8). */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Current | null>(null);
  const nextId = useRef(1);

  const currentRef = useRef<Current | null>(null);

  const close = useCallback(() => {
    const closing = currentRef.current;
    currentRef.current = null;
    setCurrent(null);
    closing?.resolve();
  }, []);

  const alert = useCallback(
    (options: AlertOptions) =>
      new Promise<void>((resolve) => {
        currentRef.current?.resolve();
        const next = { ...options, id: nextId.current++, resolve };
        currentRef.current = next;
        setCurrent(next);
      }),
    [],
  );

  const tone = current?.tone ?? 'info';
  const autoClose = current !== null && (tone === 'success' || tone === 'info');
  const currentId = current?.id;
  useEffect(() => {
    if (!autoClose) return undefined;
    const timer = setTimeout(close, DIALOG_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [autoClose, currentId, close]);

  const api = useMemo<DialogApi>(() => ({ alert }), [alert]);

  return (
    <DialogContext.Provider value={api}>
      {children}
      <Modal
        open={current !== null}
        title={translateText(current?.title ?? '')}
        onClose={close}
        size="sm"
        footer={
          <Button onClick={close} data-autofocus>
            {current?.okLabel ?? 'OK'}
          </Button>
        }
      >
        {current ? (
          <Message $tone={tone} data-tone={tone}>
            {translateNode(current.message)}
          </Message>
        ) : null}
      </Modal>
    </DialogContext.Provider>
  );
}

/** Message dialogs of the app; needs a <DialogProvider> above (the shell provides one). */
export function useDialog(): DialogApi {
  const api = useContext(DialogContext);
  if (!api) throw new Error('useDialog() needs a <DialogProvider> (the shell provides one).');
  return api;
}
