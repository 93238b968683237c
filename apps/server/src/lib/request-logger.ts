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
