import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes a real pino child (with the request id) only when something is
 * logged at an enabled level. Fastify makes one per request; building a pino child runs the
 * redaction and stringifies the bindings, which cost a tenth of a cached authenticated request,
 * while most requests log nothing at the production level.
 */
class LazyRequestLogger {
  #child: Logger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  private real(): Logger {
    return (this.#child ??= this.parent.child(this.bindings, this.options));
  }

  get level() {
    return this.#child ? this.#child.level : (this.options.level ?? this.parent.level);
  }

  set level(level: string) {
    this.real().level = level;
  }

  isLevelEnabled(level: string) {
    return this.#child || this.options.level ? this.real().isLevelEnabled(level) : this.parent.isLevelEnabled(level);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions) {
    return this.real().child(bindings, options);
  }

  private log(level: Level, args: unknown[]) {
    // A route-level log level changes what is enabled, so only the parent's level allows a shortcut.
    if (!this.#child && !this.options.level && !this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.log('fatal', args);
  }
  error(...args: unknown[]) {
    this.log('error', args);
  }
  warn(...args: unknown[]) {
    this.log('warn', args);
  }
  info(...args: unknown[]) {
    this.log('info', args);
  }
  debug(...args: unknown[]) {
    this.log('debug', args);
  }
  trace(...args: unknown[]) {
    this.log('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: request loggers built on first use. */
export const lazyChildLogger = (logger: Logger, bindings: Bindings, options: ChildLoggerOptions) =>
  new LazyRequestLogger(logger, bindings, options) as unknown as Logger;

/**
 * Request logging at `info`, one line per request: Fastify's default writes an "incoming request" line and a
 * "request completed" line, each through a per-request child logger. Logging was a third of the CPU of an
 * authenticated request under load (`node --cpu-prof` during `npm run bench`: serialising, redacting and writing two
 * lines). The single line, written at the end with the parent logger and the request id as a field, says what both
 * said: method, URL (credentials redacted by the `req` serializer), address, status and time. Requests still
 * running are visible in /metrics, not in the log. Quiet requests (probes, static files) log nothing, as before.
 */
export class OneLineRequestLog extends LogController {
  /**
   * The same logger without path redaction, for the completed-request line only: that line is made of fixed fields
   * (the `req` serializer's method, URL with credentials already cut by `redactUrl`, host and address; the status;
   * the time), so the redaction paths can find nothing in it, and walking them was a tenth of a request's CPU.
   * Errors go through the redacting logger: an error can carry anything.
   */
  readonly #lines: Logger;

  constructor(
    private readonly logger: Logger,
    isQuiet: (req: FastifyRequest) => boolean,
  ) {
    super({ disableRequestLogging: isQuiet });
    this.#lines = logger.child({}, { redact: [] });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    // Fields, not the reply object: the `req` serializer keeps method, redacted URL and address; nothing else of
    // the request (its body holds passwords) or the reply reaches the line.
    const line = {
      reqId: request.id,
      req: request,
      res: { statusCode: reply.statusCode },
      responseTime: reply.elapsedTime,
    };
    if (error) this.logger.error({ ...line, err: error }, 'request errored');
    else if (this.#lines.isLevelEnabled('info')) this.#lines.info(line, 'request completed');
  }
}
