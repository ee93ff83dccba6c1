import { withPlatformDb } from "./withPlatformDb.js";

export interface PlantedClass {
  id: number;
  slug: string;
  name: string;
  description: string;
  /** Where the class list puts it: lower comes first. */
  position: number;
}

/** Writes a class of the demo site straight into the running server's platform database, like its first class otherwise. */
export function plantClass(dataDir: string, planted: PlantedClass): void {
  withPlatformDb(dataDir, (db) => {
    db.prepare(
      `INSERT OR REPLACE INTO classes (id, tenant_id, slug, name, description, logo, level, type, program_id, mentor_id, start_date, end_date, coming_soon, on_registration, started, ended, position)
       SELECT @id, tenant_id, @slug, @name, @description, logo, level, type, program_id, mentor_id, start_date, end_date, coming_soon, on_registration, started, ended, @position
       FROM classes WHERE tenant_id = 'demo' ORDER BY position, id LIMIT 1`,
    ).run(planted);
  });
}
