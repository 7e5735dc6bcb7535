import { useId, useState } from "react";

/** Which criteria's reasons are open, and the id of each criterion's reason panel. */
export function useOpenReasons() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const idPrefix = useId();
  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(name)) next.add(name);
      return next;
    });
  return {
    isOpen: (name: string) => open.has(name),
    toggle,
    panelId: (index: number) => `${idPrefix}-reason-${index}`,
  };
}

export type OpenReasons = ReturnType<typeof useOpenReasons>;
