/**
 * Where a selection in the corrections text lies in the original: each piece of the rendered text
 * carries the original offsets it shows (data-start, and data-end on a correction). A boundary
 * inside a correction snaps to the correction's start or end.
 */
export function selectionOffsets(
  container: HTMLElement,
  selection: Selection | null,
): { start: number; end: number } | null {
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  if (!container.contains(range.startContainer) || !container.contains(range.endContainer)) return null;
  // A click or tap on a correction opens it; it selects nothing to add.
  if (range.collapsed && elementOf(range.startContainer)?.closest("[data-end]")) return null;
  const start = boundaryOffset(range.startContainer, range.startOffset, "start");
  const end = boundaryOffset(range.endContainer, range.endOffset, "end");
  if (start === null || end === null) return null;
  return start <= end ? { start, end } : { start: end, end: start };
}

const elementOf = (node: Node) => (node.nodeType === Node.TEXT_NODE ? node.parentElement : (node as Element));

function boundaryOffset(node: Node, offset: number, side: "start" | "end"): number | null {
  const element = elementOf(node)?.closest<HTMLElement>("[data-start]");
  if (!element) return null;
  const start = Number(element.dataset.start);
  if (element.dataset.end !== undefined) return side === "start" ? start : Number(element.dataset.end);
  return node.nodeType === Node.TEXT_NODE ? start + offset : start;
}
