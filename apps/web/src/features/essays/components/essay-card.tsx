import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import TextSnippetOutlinedIcon from "@mui/icons-material/TextSnippetOutlined";
import { Box, Button, Card, CardActions, CardContent, Chip, CircularProgress, Typography } from "@mui/material";
import type { EssayListEntry } from "@redpen/contract";
import { useId } from "react";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";
import { cardDateText, cardName, cardPreview, certificateLabel } from "../utils/card-text";
import { EssayCardReview } from "./essay-card-review";

// The cut text stays exact for readers and tests; the ellipsis is only drawn.
const ellipsis = { "&::after": { content: '"…"' } } as const;

/** How the essay came: photos or text. */
function InputMethodIcon({ method }: { method: EssayListEntry["data"]["input_method"] }) {
  const Icon = method === "IMAGE" ? PhotoCameraOutlinedIcon : TextSnippetOutlinedIcon;
  const words = method === "IMAGE" ? "Uploaded as photos" : "Uploaded as text";
  return <Icon fontSize="small" color="action" titleAccess={words} sx={{ mt: 0.25 }} />;
}

/** An essay being corrected: 'CORRECTING' and how long it usually takes. */
function CorrectingNotice() {
  return (
    <Box role="status" sx={{ py: 1 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, color: "primary.main" }}>
        <CircularProgress size={20} aria-hidden />
        <Typography sx={{ fontWeight: 600, letterSpacing: ".08em" }}>CORRECTING</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Usually ready within two minutes.
      </Typography>
    </Box>
  );
}

/**
 * One essay of the home list: the student's name, class and date, the certificate, once corrected
 * its grade and review (or 'CORRECTING'), a preview and 'View essay'.
 */
export function EssayCard({ essay, position }: { essay: EssayListEntry; position: number }) {
  const titleId = useId();
  const { data, card } = essay;
  const title = cardName(data.name, position);
  const preview = cardPreview(data.original);
  const pending = data.status === "PENDING";

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: "100%", display: "flex", flexDirection: "column" }}
    >
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: "flex", alignItems: "flex-start", gap: 1, mb: 1 }}>
          <InputMethodIcon method={data.input_method} />
          <Typography
            id={titleId}
            variant="h3"
            sx={{ fontSize: "1.1rem", fontWeight: 600, overflowWrap: "anywhere", ...(title.cut ? ellipsis : {}) }}
          >
            {title.text}
          </Typography>
        </Box>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mb: 1, overflowWrap: "anywhere" }}
          data-testid="card-line"
        >
          {[card.class_name, cardDateText(card.created_at)].filter(Boolean).join(" · ")}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          label={certificateLabel(data.certificate)}
          sx={{ mb: 1.5, maxWidth: "100%" }}
        />
        {pending ? (
          <CorrectingNotice />
        ) : (
          <>
            <EssayCardReview card={card} />
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere", ...(preview.cut ? ellipsis : {}) }}
            >
              {preview.text}
            </Typography>
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={paths.essay.getHref(essay.id)}
          variant={pending ? "outlined" : "contained"}
          size="small"
        >
          View essay
        </Button>
      </CardActions>
    </Card>
  );
}
