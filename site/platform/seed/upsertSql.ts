/** `INSERT … ON CONFLICT DO UPDATE` over named parameters: re-running the seed rewrites rows instead of adding them. */
export function upsertSql(table: string, columns: readonly string[], conflict: readonly string[]): string {
  const updates = columns.filter((column) => !conflict.includes(column)).map((column) => `${column} = excluded.${column}`);
  return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((column) => `@${column}`).join(", ")})
    ON CONFLICT (${conflict.join(", ")}) DO ${updates.length > 0 ? `UPDATE SET ${updates.join(", ")}` : "NOTHING"}`;
}
