/** Local-storage key of the app version the browser last started with; a different server version clears storage and token cookies. */
export const APP_VERSION_STORAGE_KEY = "app_version";
