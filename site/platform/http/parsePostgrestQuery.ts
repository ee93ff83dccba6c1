// The query reader builds SQL fragments, so it lives with the stores; this name stays for its existing importers.
export { parsePostgrestQuery, type FilterValue, type PostgrestFilter, type PostgrestOrder, type PostgrestQuery } from "../queries/parsePostgrestQuery.js";
