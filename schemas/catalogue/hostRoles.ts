/**
 * The hosts a catalogue entry can name. A module of its own so the browser's API client can read the
 * list without the catalogue schema, which would bring every record schema into the first page's script.
 */
export const hostRoles = ["main", "services", "mailer", "authorizer", "account", "drive", "remoteTables"] as const;
