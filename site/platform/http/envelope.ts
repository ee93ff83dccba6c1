export interface Envelope<T> {
  readonly status: boolean;
  readonly message: string;
  readonly data: T;
}

export interface Page<T> {
  readonly page: number;
  readonly perPage: number;
  readonly totalItems: number;
  readonly totalPages: number;
  readonly items: readonly T[];
}

export function success<T>(message: string, data: T): Envelope<T> {
  return { status: true, message, data };
}

export function failure(message: string, data: unknown = null): Envelope<unknown> {
  return { status: false, message, data };
}

export function pageOf<T>(items: readonly T[], page: number, perPage: number, totalItems: number): Page<T> {
  return { page, perPage, totalItems, totalPages: Math.ceil(totalItems / perPage), items };
}
