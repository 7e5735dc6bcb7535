export { connectDatabase, type DatabaseLocation } from "./database";
export { DEFAULT_PRODUCTS } from "./setting-values";
export { readSettings, SettingsError, type BucketSettings, type Settings } from "./settings";
