import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { IntakeConfig } from '../../config';
import type { AcceptedEmail, IncomingMessage } from '../queue/accept';
import { normaliseAddress } from '../mime/addresses';
import type { RecipientResolver } from './recipients';
import { createConnectionCounter } from './senderLimits';

export interface SmtpReceiverDeps {
  config: IntakeConfig;
  clientFor: RecipientResolver;
  /** Seconds the sender must wait before its next message, 0 when it may send now. */
  rateLimit: (address: string) => Promise<number>;
  accept: (message: IncomingMessage) => Promise<AcceptedEmail[]>;
  log: FastifyBaseLogger;
}

export interface SmtpReceiver {
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

const MAX_RECIPIENTS = 100;

function smtpError(code: number, message: string): Error {
  return Object.assign(new Error(message), { responseCode: code });
}

/**
 * Inbound mail for the clients' Smart Bill Entry addresses, MX-style: no AUTH, unknown
 * recipients refused at RCPT, SIZE announced and enforced, and 250 only once the message
 * and its queue job are committed.
 */
export function createSmtpReceiver(deps: SmtpReceiverDeps): SmtpReceiver {
  const { config, log } = deps;
  const connections = createConnectionCounter(config.smtpMaxConnectionsPerIp);
  // Per connection, per mail transaction: accepted recipient → client.
  const routes = new Map<string, Map<string, string>>();
  const tls = config.smtpTls ? { key: readFileSync(config.smtpTls.keyFile), cert: readFileSync(config.smtpTls.certFile) } : null;

  const server = new SMTPServer({
    name: config.smtpHostname,
    banner: 'Smart Bill Entry intake',
    size: config.maxMessageBytes,
    authOptional: true,
    disabledCommands: tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    hideSTARTTLS: !tls,
    ...(tls ?? {}),
    maxClients: config.smtpMaxConnections,
    maxRecipients: MAX_RECIPIENTS,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 5_000,

    onConnect(session, callback) {
      if (connections.admit(session.id, session.remoteAddress)) return callback();
      callback(smtpError(421, '4.7.0 Too many connections from your address, try again later'));
    },

    onClose(session) {
      connections.release(session.id, session.remoteAddress);
      routes.delete(session.id);
    },

    onMailFrom(_address, session, callback) {
      routes.set(session.id, new Map());
      deps.rateLimit(session.remoteAddress).then(
        (wait) => callback(wait > 0 ? smtpError(451, `4.7.1 Too many messages from your address, try again in ${wait} seconds`) : undefined),
        (error: unknown) => {
          // Counting is a safeguard; mail is not refused because the counter is unavailable.
          log.warn({ err: error }, 'smtp: rate limit unavailable');
          callback();
        },
      );
    },

    onRcptTo(address, session, callback) {
      deps.clientFor(address.address).then(
        (clientId) => {
          if (!clientId) return callback(smtpError(550, '5.1.1 No such recipient'));
          routes.get(session.id)?.set(normaliseAddress(address.address), clientId);
          callback();
        },
        (error: unknown) => {
          log.error({ err: error }, 'smtp: recipient lookup failed');
          callback(smtpError(451, '4.3.0 Temporary failure, try again later'));
        },
      );
    },

    onData(stream, session, callback) {
      receive(stream, session).then(
        (reply) => callback(null, reply),
        (error: Error) => callback(error),
      );
    },
  });
  server.on('error', (error) => log.warn({ err: error.message }, 'smtp: connection error'));

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<string> {
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      // Past the limit the rest is read and dropped, so the 552 comes after the end of DATA.
      if (bytes <= config.maxMessageBytes) chunks.push(chunk);
    }
    if (stream.sizeExceeded || bytes > config.maxMessageBytes) {
      throw smtpError(552, `5.3.4 Message too big: the limit is ${config.maxMessageBytes} bytes`);
    }
    const route = routes.get(session.id) ?? new Map<string, string>();
    const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
    let accepted: AcceptedEmail[];
    try {
      accepted = await deps.accept({
        raw: Buffer.concat(chunks, bytes),
        clientIds: [...route.values()],
        source: 'smtp',
        envelope: { mailFrom, rcptTo: [...route.keys()] },
      });
    } catch (error) {
      log.error({ err: error }, 'smtp: could not store a message');
      throw smtpError(451, '4.3.0 Could not store the message, try again later');
    }
    log.info({ emails: accepted.map((a) => a.id), duplicates: accepted.filter((a) => a.duplicate).length, bytes, remote: session.remoteAddress }, 'smtp: message accepted');
    return `2.0.0 Queued as ${accepted.map((a) => a.id).join(' ')}`;
  }

  return {
    listen(port, host) {
      return new Promise((resolve, reject) => {
        server.server.once('error', reject);
        server.listen(port, host, () => {
          server.server.off('error', reject);
          resolve((server.server.address() as AddressInfo).port);
        });
      });
    },
    close() {
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
