import { Box, GlobalStyles } from "@mui/material";
import { EssayResponse, PRINT_DELAY_MS } from "@redpen/contract";
import { useQueries } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { MarkedPaper } from "../../../components/marked-paper";
import { useApiClient } from "../../../lib/api/api-context";
import { essayQueryKey } from "../../../lib/api/get-essay";
import { printedEssay } from "../../../lib/printed-essay";
import { PhotoPages } from "./photo-pages";

/**
 * Prints the essays together: one marked paper each, as its own 'Print all' prints it (what each
 * shows follows its share mode: printedEssay), naming the school, the teacher and the class, a new page for each; with
 * `withPhotos` the essay's photos after its paper, a page each (to save as a PDF: `title` names
 * the file). Once every essay (and photo) is loaded it opens the print dialog; `onDone` runs when
 * printing ends.
 */
export function PrintEssays({
  essayIds,
  className,
  logoUri,
  withPhotos = false,
  title,
  onDone,
}: {
  essayIds: string[];
  /** The class they are printed from, named on each. */
  className: string;
  logoUri?: string;
  withPhotos?: boolean;
  title?: string;
  onDone: () => void;
}) {
  const client = useApiClient();
  const essays = useQueries({
    queries: essayIds.map((id) => ({
      queryKey: essayQueryKey(id),
      queryFn: () => client.get(`/essays/${encodeURIComponent(id)}`, EssayResponse),
    })),
  });
  const loaded = essays.every((essay) => essay.data);
  const photoIds = withPhotos
    ? essays.flatMap((essay) => essay.data?.data.relationships.student_image_ids_sorted ?? [])
    : [];
  const [photosShown, setPhotosShown] = useState(0);
  const ready = loaded && photosShown >= photoIds.length;
  const handlePhotoShown = useCallback(() => setPhotosShown((count) => count + 1), []);

  useEffect(() => {
    if (!ready) return;
    const before = document.title;
    if (title) document.title = title;
    const timer = window.setTimeout(() => window.print(), PRINT_DELAY_MS);
    window.addEventListener("afterprint", onDone);
    return () => {
      document.title = before;
      window.clearTimeout(timer);
      window.removeEventListener("afterprint", onDone);
    };
  }, [ready, onDone, title]);

  if (!loaded) return null;
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
      {essays.map(({ data }, i) => (
        <Box key={data!.id} sx={{ breakBefore: i === 0 ? "auto" : "page" }}>
          <PrintedPaper essay={data!} className={className} logoUri={logoUri} />
          {withPhotos && (
            <PhotoPages
              imageIds={data!.data.relationships.student_image_ids_sorted}
              name={data!.data.name ?? "The student"}
              onShown={handlePhotoShown}
            />
          )}
        </Box>
      ))}
    </Box>,
    document.body,
  );
}

/** One essay's marked paper as its own 'Print all' prints it (printedEssay), naming the class. */
function PrintedPaper({ essay, className, logoUri }: { essay: EssayResponse; className: string; logoUri?: string }) {
  const printed = printedEssay(essay);
  return (
    <MarkedPaper
      essay={printed.essay}
      segments={printed.segments}
      mode="all"
      logoUri={logoUri}
      teacher={essay.data.teacher ?? undefined}
      schoolName={essay.data.school_name ?? undefined}
      className={className}
    />
  );
}
