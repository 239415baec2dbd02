import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message a test SMTP server received: envelope, signed-in user and the raw message. */
export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/**
 * A local SMTP server that keeps what it receives. With `auth`, only that user name and password may send
 * (as a reseller's own server would check them); without, anyone may.
 */
export async function startSmtpReceiver(auth?: { user: string; password: string }) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !auth,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(login, _session, callback) {
      if (auth && login.username === auth.user && login.password === auth.password) {
        callback(null, { user: login.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    const listening = server.listen(0, '127.0.0.1', () =>
      resolve((listening.address() as AddressInfo).port),
    );
  });
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw message's headers, lower-case names, folded lines joined (what a test reads From, Reply-To, DKIM from). */
export function mailHeaders(raw: string): Record<string, string> {
  const at = raw.indexOf('\r\n\r\n');
  const head = (at === -1 ? raw : raw.slice(0, at)).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export type SmtpReceiver = Awaited<ReturnType<typeof startSmtpReceiver>>;
