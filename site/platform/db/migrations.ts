import type { Migration } from "./Migration.js";
import { coursesAndLater } from "./migrations/coursesAndLater.js";
import { classBadgeState, submissions, tenantsAndContent } from "./migrations/tenantsAndContent.js";
import { wholeCatalogue } from "./migrations/wholeCatalogue.js";

export type { Migration };

/** Every migration, in the order they apply: a new one goes at the end of coursesAndLater (or of a new group after it). */
export const migrations: readonly Migration[] = [tenantsAndContent, classBadgeState, submissions, wholeCatalogue, ...coursesAndLater];
