import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography, useMediaQuery, useTheme } from "@mui/material";
import { RULES, validateWordCountedText, type EssayResponse } from "@redpen/contract";
import { useState } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { usePatchEssay } from "../api/patch-essay";
import { CarouselImage } from "./carousel-image";

/**
 * The essay's text to fix (a word the photo was misread as, a typo in the paste), beside the page
 * photos. Saving corrects, grades and drafts the feedback again, at no charge; the teacher's own
 * corrections, grades and feedback are kept where their words did not change.
 */
export function TextFixDialog({ essay, onClose }: { essay: EssayResponse; onClose: () => void }) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  const saved = essay.data.original ?? "";
  const [text, setText] = useState(saved);
  const patch = usePatchEssay(essay);
  const error = validateWordCountedText(text, RULES.essay);
  const photos = essay.data.relationships.student_image_ids_sorted;
  const handleSave = () => {
    if (error || text === saved) return;
    patch.mutate({ original: text }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth={photos.length > 0 ? "lg" : "md"} aria-labelledby="text-fix-title">
      <DialogTitle id="text-fix-title">Fix the text</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Change what was misread or mistyped. Redpen then corrects and grades the essay again, at no charge; your own corrections, grades and feedback are kept.
        </Typography>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: photos.length > 0 ? "1fr 1fr" : "1fr" }, alignItems: "start" }}>
          {photos.length > 0 && (
            <Box sx={{ display: "grid", gap: 1, maxHeight: { md: "65vh" }, overflow: "auto" }}>
              {photos.map((imageId, index) => (
                <CarouselImage key={imageId} imageId={imageId} alt={`Page ${index + 1}`} />
              ))}
            </Box>
          )}
          <TextField
            label="Essay text"
            multiline
            minRows={12}
            maxRows={30}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            fullWidth
            slotProps={{ htmlInput: { spellCheck: true } }}
            sx={{ "& textarea": { fontFamily: "Georgia, 'Times New Roman', serif", lineHeight: 1.7 } }}
          />
        </Box>
        {patch.isError && <ErrorNotice error={patch.error} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={patch.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={handleSave} disabled={Boolean(error) || text === saved || patch.isPending}>
          Save and correct again
        </Button>
      </DialogActions>
    </Dialog>
  );
}
