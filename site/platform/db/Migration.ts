export interface Migration {
  /** Applied in ascending order; never renumber or edit a migration that has shipped. */
  readonly id: number;
  readonly name: string;
  readonly sql: string;
}
