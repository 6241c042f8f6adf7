/** A structured logger as services use it (the app's pino logger fits it): an object of fields, then the message. */
export interface Logger {
  info(fields: object, message?: string): void;
  warn(fields: object, message?: string): void;
  error(fields: object, message?: string): void;
}
