import { Box, GlobalStyles } from "@mui/material";
import { EssayResponse, PRINT_DELAY_MS } from "@redpen/contract";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { MarkedPaper } from "../../../components/marked-paper";
import { useApiClient } from "../../../lib/api/api-context";
import { useAuth } from "../../../lib/auth/auth-context";
import { printedEssay } from "../../../lib/printed-essay";

/**
 * Prints the essays together: one marked paper each, as its own 'Print all' prints it (what each
 * shows follows its share mode: printedEssay), naming the class, a new page for each. Once every
 * essay is loaded it opens the print dialog; `onDone` runs when printing ends.
 */
export function PrintEssays({
  essayIds,
  className,
  logoUri,
  onDone,
}: {
  essayIds: string[];
  /** The class they are printed from, named on each. */
  className: string;
  logoUri?: string;
  onDone: () => void;
}) {
  const client = useApiClient();
  const { email } = useAuth();
  const essays = useQueries({
    queries: essayIds.map((id) => ({
      queryKey: ["essays", "detail", id],
      queryFn: () => client.get(`/essays/${encodeURIComponent(id)}`, EssayResponse),
    })),
  });
  const ready = essays.every((essay) => essay.data);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    window.addEventListener("afterprint", onDone);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("afterprint", onDone);
    };
  }, [ready, onDone]);

  if (!ready) return null;
  return createPortal(
    <Box className="marked-papers">
      <GlobalStyles
        styles={{
          "@media print": {
            "@page": { margin: "16mm 15mm" },
            "html, body": { background: "#fff !important" },
            "body > #root": { display: "none !important" },
          },
        }}
      />
      {essays.map(({ data }, i) => {
        const printed = printedEssay(data!);
        return (
          <Box key={data!.id} sx={{ breakBefore: i === 0 ? "auto" : "page" }}>
            <MarkedPaper
              essay={printed.essay}
              segments={printed.segments}
              mode="all"
              logoUri={logoUri}
              teacher={email}
              className={className}
            />
          </Box>
        );
      })}
    </Box>,
    document.body,
  );
}
