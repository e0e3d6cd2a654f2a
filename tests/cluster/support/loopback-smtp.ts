import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on loopback (smtp-server) recording every message it accepts. */
export class LoopbackSmtp {
  readonly received: string[] = [];
  readonly #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        this.received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });

  async listen(): Promise<string> {
    await new Promise<void>((done) => this.#server.listen(0, '127.0.0.1', done));
    return `smtp://127.0.0.1:${String((this.#server.server.address() as AddressInfo).port)}`;
  }

  close(): Promise<void> {
    return new Promise((done) => this.#server.close(() => done()));
  }
}
