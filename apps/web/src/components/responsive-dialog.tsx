import { Dialog, useMediaQuery, useTheme, type DialogProps } from "@mui/material";

/** A dialog as wide as its maxWidth allows, and the whole screen on a phone, where the room is short. */
export function ResponsiveDialog(props: DialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down("sm"));
  return <Dialog fullScreen={fullScreen} fullWidth {...props} />;
}
