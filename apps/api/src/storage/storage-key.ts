// Keys become file names (and object names): only plain names, so no key can reach outside the folder.
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** The key, when it is a plain name every storage takes alike; throws otherwise (a bug, never user input). */
export function checkStorageKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`invalid image storage key "${key}"`);
  return key;
}
