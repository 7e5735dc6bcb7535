/** Copies with the Clipboard API, or, where it is missing (plain http), by selecting the field. */
export async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Denied: try the selection below.
  }
  if (!field) return false;
  field.select();
  return document.execCommand("copy");
}
