export { connectDatabase, type DatabaseLocation } from "./database";
export { DEFAULT_PRODUCTS, readSettings, SettingsError, type BucketSettings, type Settings } from "./settings";
