import { Container } from "@mui/material";
import { Outlet } from "react-router";
import { RegionErrorBoundary } from "../../../components/region-error-boundary";
import { Header } from "./header";
import { ScrollToTop } from "./scroll-to-top";

/** Header, then the page in a responsive column. */
export function AppLayout() {
  return (
    <>
      <ScrollToTop />
      <RegionErrorBoundary>
        <Header />
      </RegionErrorBoundary>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 } }}>
        <RegionErrorBoundary>
          <Outlet />
        </RegionErrorBoundary>
      </Container>
    </>
  );
}
