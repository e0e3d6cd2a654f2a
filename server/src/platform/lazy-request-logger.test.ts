import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { LazyRequestLogger } from './lazy-request-logger.ts';
import { createLogger } from './pino-logger.ts';

function capture(): { lines: () => Record<string, unknown>[]; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const lines = () =>
    chunks
      .join('')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { lines, stream };
}

describe('request logger made on first use', () => {
  it('makes no pino child for a request that writes no line', () => {
    const { stream } = capture();
    const parent = createLogger('info', stream);
    const child = vi.spyOn(parent, 'child');
    const logger = new LazyRequestLogger(parent, { reqId: 'r-1' }, {});
    expect(logger.level).toBe('info');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes the lines a pino child would, request id and redaction included', () => {
    const { lines, stream } = capture();
    const parent = createLogger('info', stream);
    const logger = new LazyRequestLogger(parent, { reqId: 'r-2' }, {});
    logger.info({ password: 'Portail#2025' }, 'première ligne');
    logger.error('seconde ligne');
    logger.debug('sous le niveau');
    const written = lines();
    expect(written).toHaveLength(2);
    expect(written[0]).toMatchObject({
      reqId: 'r-2',
      password: '[redacted]',
      msg: 'première ligne',
      level: 30,
    });
    expect(written[1]).toMatchObject({ reqId: 'r-2', msg: 'seconde ligne', level: 50 });
  });

  it('keeps one child for the whole request, and its own children carry both bindings', () => {
    const { lines, stream } = capture();
    const parent = createLogger('info', stream);
    const child = vi.spyOn(parent, 'child');
    const logger = new LazyRequestLogger(parent, { reqId: 'r-3' }, {});
    logger.warn('un');
    logger.warn('deux');
    expect(child).toHaveBeenCalledTimes(1);
    logger.child({ step: 'upload' }).warn('trois');
    expect(lines()[2]).toMatchObject({ reqId: 'r-3', step: 'upload', msg: 'trois' });
  });
});
