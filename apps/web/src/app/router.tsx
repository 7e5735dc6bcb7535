import { lazy, Suspense, type ReactNode } from "react";
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { LoginPage } from "../features/auth/components/login-page";
import { ProtectedRoute } from "../features/auth/components/protected-route";
import { SignupPage } from "../features/auth/components/signup-page";
import { UnverifiedEmailPage } from "../features/auth/components/unverified-email-page";
import { AppLayout } from "../features/layout/components/app-layout";

const HomePage = lazy(() => import("../features/essays/components/home-page").then((m) => ({ default: m.HomePage })));
const NewEssayPage = lazy(() =>
  import("../features/new-essay/components/new-essay-page").then((m) => ({ default: m.NewEssayPage })),
);
const EssayPage = lazy(() =>
  import("../features/essay-view/components/essay-page").then((m) => ({ default: m.EssayPage })),
);
const OrganisationPage = lazy(() =>
  import("../features/organisation/components/organisation-page").then((m) => ({ default: m.OrganisationPage })),
);
const BillingPage = lazy(() =>
  import("../features/billing/components/billing-page").then((m) => ({ default: m.BillingPage })),
);
const PaymentSuccessPage = lazy(() =>
  import("../features/billing/components/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
const protectedPage = (element: ReactNode) => <ProtectedRoute>{page(element)}</ProtectedRoute>;

/** Every route of SPEC.md 2; feature pages load on first visit. */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: "/", element: protectedPage(<HomePage />) },
      { path: "/signup", element: <SignupPage /> },
      { path: "/login", element: <LoginPage /> },
      { path: "/unverified-email", element: <UnverifiedEmailPage /> },
      { path: "/essays/image/new", element: protectedPage(<NewEssayPage inputMethod="IMAGE" />) },
      { path: "/essays/text/new", element: protectedPage(<NewEssayPage inputMethod="TEXT" />) },
      { path: "/essays", element: page(<EssayPage />) },
      { path: "/essays/:id", element: page(<EssayPage />) },
      { path: "/organisation", element: protectedPage(<OrganisationPage />) },
      { path: "/billing", element: protectedPage(<BillingPage />) },
      { path: "/payment-success", element: protectedPage(<PaymentSuccessPage />) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

// Created on first render, not at import: the session gate renders the router only after a
// sign-in callback has been finished and the address replaced with its returnTo, and the router
// reads the address when it is created.
function getRouter() {
  router ??= createBrowserRouter(routes);
  return router;
}

export function AppRouter() {
  return <RouterProvider router={getRouter()} />;
}
