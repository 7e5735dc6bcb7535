import { Box, GlobalStyles } from "@mui/material";
import { EssayResponse, PRINT_DELAY_MS } from "@redpen/contract";
import { useQueries } from "@tanstack/react-query";
import { useEffect } from "react";
import { createPortal } from "react-dom";
import { MarkedPaper } from "../../../components/marked-paper";
import { useApiClient } from "../../../lib/api/api-context";
import { useAuth } from "../../../lib/auth/auth-context";
import { essayDiff } from "../../../lib/essay-diff";

/**
 * Prints the essays together: one marked paper each (as 'Print all' prints one), a new page for
 * each. Once every essay is loaded it opens the print dialog; `onDone` runs when printing ends.
 */
export function PrintEssays({
  essayIds,
  logoUri,
  onDone,
}: {
  essayIds: string[];
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
      {essays.map(({ data: essay }, i) => (
        <Box key={essay!.id} sx={{ breakBefore: i === 0 ? "auto" : "page" }}>
          <MarkedPaper
            essay={essay!}
            segments={essayDiff(essay!.data.original ?? "", essay!.data.correction, essay!.data.edits)}
            mode="all"
            logoUri={logoUri}
            teacher={email}
          />
        </Box>
      ))}
    </Box>,
    document.body,
  );
}
