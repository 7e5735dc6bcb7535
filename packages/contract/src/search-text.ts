/** Text as a search compares it: lower case, accents dropped ("Lucía" as "lucia"). */
export const searchable = (text: string): string => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/** The words searched for, each as searchable() makes it; none for blank text. */
export const searchWords = (text: string): string[] => searchable(text).split(/\s+/).filter(Boolean);
