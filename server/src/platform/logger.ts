/** The few log levels the server uses; Fastify's pino logger satisfies it. Never log secrets. */
export interface AppLogger {
  info(object: object, message?: string): void;
  warn(object: object, message?: string): void;
  error(object: object, message?: string): void;
}

export const silentLogger: AppLogger = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

export const consoleLogger: AppLogger = {
  info: (object, message) => console.log(message ?? '', JSON.stringify(object)),
  warn: (object, message) => console.warn(message ?? '', JSON.stringify(object)),
  error: (object, message) => console.error(message ?? '', JSON.stringify(object)),
};
