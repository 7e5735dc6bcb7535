import { Container } from "@mui/material";
import { Outlet, useLocation } from "react-router";
import { RegionErrorBoundary } from "../../../components/region-error-boundary";
import { Header } from "./header";
import { PageViews } from "./page-views";
import { ScrollToTop } from "./scroll-to-top";

/** Header, then the page in a responsive column; each region fails on its own. */
export function AppLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <PageViews />
      <RegionErrorBoundary>
        <Header />
      </RegionErrorBoundary>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, sm: 5 }, px: { xs: 2, sm: 3 } }}>
        <RegionErrorBoundary resetKey={pathname}>
          <Outlet />
        </RegionErrorBoundary>
      </Container>
    </>
  );
}
