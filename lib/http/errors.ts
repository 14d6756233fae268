/** An error whose message is safe to show to the caller, with the HTTP status to answer with. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer carries (Retry-After on a 429). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }
}

/** The one JSON shape of every error answer. */
export type ErrorBody = { message: string; errors?: Record<string, string[]> };

export const notFound = (what: string) => new AppError(404, `${what} not found`);
export const forbidden = (message = "You are not allowed to do that") => new AppError(403, message);
export const unauthorized = (message = "Please log in to continue") => new AppError(401, message);
