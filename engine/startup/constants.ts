/** Local-storage key of the app version the browser last started with (spec §4 "Version change"). */
export const APP_VERSION_STORAGE_KEY = "app_version";
