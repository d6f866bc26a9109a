/**
 * A refusal the user should read: an HTTP status and an Indonesian text from the catalogue. Thrown
 * anywhere inside a transaction, it rolls the transaction back and the error handler answers with it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /**
     * Further fields of the answer besides `message`: the id of a deleted record that may be re-activated,
     * the rejected rows of an import (`details`)…
     */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** True for a unique-constraint violation (SQLSTATE 23505), whichever driver raised it and however wrapped. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * A document the kernel wrote that breaks an invariant after all (a flow's bug, not the user's input): refused
 * with a catalogue text like any refusal, its transaction rolled back, and logged with what broke so the
 * fault can be found (a user's refusal is not logged; this one is).
 */
export class InvariantBreach extends AppError {
  constructor(
    status: number,
    message: string,
    /** What broke, for the log: the document and the rule. */
    readonly breach: string,
  ) {
    super(status, message);
    this.name = 'InvariantBreach';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const unprocessable = (message: string) => new AppError(422, message);
export const preconditionRequired = (message: string) => new AppError(428, message);
