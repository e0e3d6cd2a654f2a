import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilentOrString, LogFn } from 'pino';

type Method = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * Fastify's `request.log`, made by pino only when the request writes a line (`childLoggerFactory`). Fastify
 * makes one child logger per request for the request id; pino serialises and redacts its bindings when it
 * is made — ≈ 4 % of the CPU of a cached read at full speed (bench:server, issue 15) — while a request that
 * succeeds writes no line through it (the request line is written by http/request-log.ts). The first line, or
 * any use of the child, makes the real one with the same bindings and options: lines are unchanged.
 */
export class LazyRequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;
  private readonly parent: FastifyBaseLogger;
  private readonly bindings: Bindings;
  private readonly options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.parent = parent;
    this.bindings = bindings;
    this.options = options;
  }

  private real(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings, this.options);
    return this.made;
  }

  get level(): LevelWithSilentOrString {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: LevelWithSilentOrString) {
    this.real().level = level;
  }

  readonly fatal: LogFn = this.writer('fatal');
  readonly error: LogFn = this.writer('error');
  readonly warn: LogFn = this.writer('warn');
  readonly info: LogFn = this.writer('info');
  readonly debug: LogFn = this.writer('debug');
  readonly trace: LogFn = this.writer('trace');
  readonly silent: LogFn = this.writer('silent');

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }

  private writer(method: Method): LogFn {
    return ((...args: Parameters<LogFn>) => {
      const logger = this.real();
      logger[method](...args);
    }) as LogFn;
  }
}

/** Fastify's `childLoggerFactory`: a request logger that costs nothing until it writes. */
export function lazyRequestLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyRequestLogger(logger, bindings, options);
}
