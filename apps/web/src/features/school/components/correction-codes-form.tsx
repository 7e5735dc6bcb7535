import AddIcon from "@mui/icons-material/Add";
import DeleteOutlineIcon from "@mui/icons-material/DeleteOutlineOutlined";
import { Box, Button, IconButton, Tooltip } from "@mui/material";
import type { CorrectionCode } from "@redpen/contract";
import type { Dispatch, SetStateAction } from "react";
import { ErrorNotice } from "../../../components/error-notice";
import { CorrectionCodeFields } from "./correction-code-fields";
import { codeRowSx } from "./correction-code-row";

interface CorrectionCodesFormProps {
  /** The codes being changed. */
  draft: CorrectionCode[];
  setDraft: Dispatch<SetStateAction<CorrectionCode[] | null>>;
  saving: boolean;
  saveError: unknown;
  onSave: () => void;
  onCancel: () => void;
}

/** An owner's form of the codes: each code's fields, remove one, add one, then save or cancel. */
export function CorrectionCodesForm({
  draft,
  setDraft,
  saving,
  saveError,
  onSave,
  onCancel,
}: CorrectionCodesFormProps) {
  const change = (index: number, code: CorrectionCode) =>
    setDraft((list) => list && list.map((entry, i) => (i === index ? code : entry)));
  const remove = (index: number) => setDraft((list) => list && list.filter((_, i) => i !== index));
  const add = () => setDraft((list) => list && [...list, { code: "", name: "", meaning: "", types: [] }]);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Change the codes"
      onSubmit={(event) => (event.preventDefault(), onSave())}
    >
      <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1.5 }}>
        {draft.map((code, index) => (
          <Box component="li" key={index} sx={{ ...codeRowSx, display: "flex", gap: 1, alignItems: "flex-start" }}>
            <CorrectionCodeFields
              number={index + 1}
              code={code}
              others={draft.filter((_, i) => i !== index)}
              onChange={(next) => change(index, next)}
            />
            <Tooltip title={`Remove code ${index + 1}`}>
              <IconButton aria-label={`Remove code ${index + 1}`} onClick={() => remove(index)}>
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        ))}
      </Box>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1.5 }}>
        Add a code
      </Button>
      {Boolean(saveError) && <ErrorNotice error={saveError} sx={{ mt: 2 }} />}
      <Box sx={{ display: "flex", justifyContent: "flex-end", gap: 1, mt: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {saving ? "Saving…" : "Save codes"}
        </Button>
      </Box>
    </Box>
  );
}
