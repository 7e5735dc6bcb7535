import { createTheme } from "@mui/material/styles";

/** Deep ink blue for the app, a teacher's red for corrections. */
export const theme = createTheme({
  palette: {
    primary: { main: "#1f3a5f" },
    secondary: { main: "#c62828" },
    background: { default: "#f6f7fb" },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: "Roboto, 'Helvetica Neue', Arial, sans-serif",
    h1: { fontSize: "2rem", fontWeight: 500 },
    h2: { fontSize: "1.5rem", fontWeight: 500 },
    button: { textTransform: "none", fontWeight: 500 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
