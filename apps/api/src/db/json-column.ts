/** A JSON text column read back as its value; null stays null. */
export const parseJson = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
