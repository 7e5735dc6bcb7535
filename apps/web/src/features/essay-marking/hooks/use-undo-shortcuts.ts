import { useEffect } from "react";

/** Whether a key press belongs to a field the teacher is typing in, which has its own undo. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * What a key press asks of the marking, outside a text field: Ctrl+Z (⌘Z) undo, Ctrl+Shift+Z
 * (⌘⇧Z) and Ctrl+Y redo; null for any other key.
 */
export function undoShortcutOf(
  event: Pick<KeyboardEvent, "ctrlKey" | "metaKey" | "altKey" | "shiftKey" | "key" | "target">,
): "undo" | "redo" | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || isTyping(event.target)) return null;
  const key = event.key.toLowerCase();
  if (key === "z" && !event.shiftKey) return "undo";
  if ((key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey)) return "redo";
  return null;
}

/**
 * The marking's Undo and Redo from the keyboard, anywhere on the page but in a text field (see
 * undoShortcutOf). A part of the page with a marking of its own (a draft's) handles its keys
 * before they reach the page.
 */
export function useUndoShortcuts(actions: { undo: () => void; redo: () => void } | undefined) {
  useEffect(() => {
    if (!actions) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      const shortcut = undoShortcutOf(event);
      if (!shortcut) return;
      actions[shortcut]();
      event.preventDefault();
    };
    document.addEventListener("keydown", handleKeyDown);
    return () => document.removeEventListener("keydown", handleKeyDown);
  }, [actions]);
}
