/**
 * A refusal the user should read: an HTTP status and an Indonesian text from the catalogue. Thrown
 * anywhere inside a transaction, it rolls the transaction back and the error handler answers with it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra data the screen needs to explain the refusal (e.g. the rejected rows of an import). */
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
