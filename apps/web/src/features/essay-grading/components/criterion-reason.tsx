import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import { Box, Collapse, IconButton, Tooltip, Typography } from "@mui/material";
import type { GradeReason } from "@redpen/contract";
import type { CriterionView } from "../../../lib/shown-grading";
import type { OpenReasons } from "../hooks/use-open-reasons";

/** The info button that shows or hides why Redpen advised a criterion's grade. */
export function ReasonButton(props: { criterion: string; open: boolean; onToggle: () => void; panelId: string }) {
  const { criterion, open, onToggle, panelId } = props;
  const label = `Why Redpen advised this grade for ${criterion}`;
  return (
    <Tooltip title={open ? "Hide why" : "Why this grade?"}>
      <IconButton
        size="small"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        className="no-print"
        color={open ? "primary" : "default"}
      >
        <InfoOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * Why Redpen advised a criterion's grade: the wording of that band on the certificate's scale,
 * and what it measured of the essay that the criterion rests on.
 */
export function CriterionReason(props: {
  id: string;
  open: boolean;
  criterion: string;
  advised: number | undefined;
  reason: GradeReason;
}) {
  const { id, open, criterion, advised, reason } = props;
  return (
    <Collapse in={open} unmountOnExit sx={{ gridColumn: "1 / -1" }}>
      <Box
        id={id}
        role="region"
        aria-label={`Why ${criterion} was advised`}
        className="no-print"
        sx={{ bgcolor: "action.hover", borderRadius: 1, p: 1.5, mt: 0.5 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {advised === undefined ? `Why ${criterion}` : `Why ${criterion} was advised ${advised}`}
        </Typography>
        <Typography
          variant="body2"
          component="blockquote"
          sx={{ m: 0, mt: 0.75, pl: 1.25, borderLeft: 3, borderColor: "divider", fontStyle: "italic" }}
        >
          {reason.band}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.25 }}>
          The band's wording on the exam's public scale
        </Typography>
        {reason.evidence.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, "& li": { typography: "body2", mb: 0.25 } }}>
            {reason.evidence.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </Box>
        )}
      </Box>
    </Collapse>
  );
}

/** A criterion's reason panel, when Redpen gave a reason for its grade. */
export function CriterionReasonOf(props: { criterion: CriterionView; index: number; reasons: OpenReasons }) {
  const { criterion, index, reasons } = props;
  if (!criterion.reason) return null;
  return (
    <CriterionReason
      id={reasons.panelId(index)}
      open={reasons.isOpen(criterion.name)}
      criterion={criterion.name}
      advised={criterion.advised}
      reason={criterion.reason}
    />
  );
}

/** The button that opens a criterion's reason, when Redpen gave one. */
export function ReasonButtonOf(props: { criterion: CriterionView; index: number; reasons: OpenReasons }) {
  const { criterion, index, reasons } = props;
  if (!criterion.reason) return null;
  return (
    <ReasonButton
      criterion={criterion.name}
      open={reasons.isOpen(criterion.name)}
      onToggle={() => reasons.toggle(criterion.name)}
      panelId={reasons.panelId(index)}
    />
  );
}
