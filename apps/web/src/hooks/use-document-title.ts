import { useEffect } from "react";

/** The product's name, which every tab title ends with. */
const PRODUCT_NAME = "Redpen";

/**
 * Names the browser tab after the page ("Credits · Redpen") while the page is shown, and gives the
 * tab its former title back when it goes. A printout saved as PDF takes this title as its name.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = `${title} · ${PRODUCT_NAME}`;
    return () => {
      document.title = before;
    };
  }, [title]);
}
