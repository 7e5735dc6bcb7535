/** `replacement` in the case of `original`: all capitals, a capital first letter, or as it is. */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase() && original !== original.toLowerCase())
    return replacement.toUpperCase();
  const first = original[0];
  if (first && first !== first.toLowerCase() && replacement)
    return replacement[0]!.toUpperCase() + replacement.slice(1);
  return replacement;
}
