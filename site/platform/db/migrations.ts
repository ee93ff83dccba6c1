import type { Migration } from "./Migration.js";
import {
  courses,
  idempotencyKeys,
  appointmentTime,
  schoolRegistrations,
  shareLinks,
  seedState,
  classStatesEveryColumn,
  writeLimits,
  uploadBytes,
  platformChanges,
  signInFailures,
} from "./migrations/coursesAndLater.js";
import { classBadgeState, submissions, tenantsAndContent } from "./migrations/tenantsAndContent.js";
import { wholeCatalogue } from "./migrations/wholeCatalogue.js";

export type { Migration };

/** Every migration, in the order they apply: append new ones at the end, one module per group. */
export const migrations: readonly Migration[] = [
  tenantsAndContent,
  classBadgeState,
  submissions,
  wholeCatalogue,
  courses,
  idempotencyKeys,
  appointmentTime,
  schoolRegistrations,
  shareLinks,
  seedState,
  classStatesEveryColumn,
  writeLimits,
  uploadBytes,
  platformChanges,
  signInFailures,
];
