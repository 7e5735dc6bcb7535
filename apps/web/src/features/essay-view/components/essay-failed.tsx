import ErrorOutlineIcon from "@mui/icons-material/ErrorOutlineOutlined";
import ReplayIcon from "@mui/icons-material/Replay";
import { Box, Button, Typography } from "@mui/material";
import { ERROR_MESSAGES, type InputMethod } from "@redpen/contract";
import { Link as RouterLink } from "react-router";
import { paths } from "../../../config/paths";

/** A FAILURE essay: say so and offer to upload it again (its credit was given back). */
export function EssayFailed({ inputMethod }: { inputMethod: InputMethod }) {
  return (
    <Box
      sx={{
        minHeight: "50vh",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 2,
        textAlign: "center",
      }}
    >
      <ErrorOutlineIcon aria-hidden color="error" sx={{ fontSize: 64 }} />
      <Typography variant="h1" component="h1" sx={{ fontSize: { xs: "1.5rem", sm: "2rem" } }}>
        {ERROR_MESSAGES.essayNotCorrected}
      </Typography>
      <Typography color="text.secondary">Please try again.</Typography>
      <Button
        component={RouterLink}
        to={paths.newEssay.getHref(inputMethod)}
        variant="contained"
        startIcon={<ReplayIcon />}
        sx={{ mt: 2 }}
      >
        Upload again
      </Button>
    </Box>
  );
}
