/** Why an app token was refused; the platform turns it into a 401 that says so. */
export type AppTokenProblem = "missing" | "garbled" | "stale" | "future" | "unknown";

export class AppTokenError extends Error {
  readonly problem: AppTokenProblem;

  constructor(problem: AppTokenProblem, message: string) {
    super(message);
    this.name = "AppTokenError";
    this.problem = problem;
  }
}
