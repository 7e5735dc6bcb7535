export { connectDatabase, type DatabaseLocation } from "./database";
export {
  createFilesOwnerOnly,
  keepOwnerOnly,
  looseModesWarning,
  makeOwnerOnlyFileSync,
  makeOwnerOnlyFolder,
  makeOwnerOnlyFolderSync,
  OWNER_ONLY_FILE,
  OWNER_ONLY_FOLDER,
  tightenDataDir,
} from "./owner-only-files";
export { DEFAULT_PRODUCTS } from "./setting-values";
export { readSettings, SettingsError, type BucketSettings, type Settings } from "./settings";
