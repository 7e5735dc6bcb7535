import { lazy, Suspense, type ReactNode } from "react";
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../config/paths";
import { LoginPage } from "../features/auth/components/login-page";
import { ProtectedRoute } from "../features/auth/components/protected-route";
import { SignupPage } from "../features/auth/components/signup-page";
import { UnverifiedEmailPage } from "../features/auth/components/unverified-email-page";
import { AppLayout } from "../features/layout/components/app-layout";

const HomePage = lazy(() => import("../features/essays/components/home-page").then((m) => ({ default: m.HomePage })));
const NewEssayPage = lazy(() =>
  import("../features/new-essay/components/new-essay-page").then((m) => ({ default: m.NewEssayPage })),
);
const ClassSetUploadPage = lazy(() =>
  import("../features/class-sets/components/class-set-upload-page").then((m) => ({ default: m.ClassSetUploadPage })),
);
const ClassSetPage = lazy(() =>
  import("../features/class-sets/components/class-set-page").then((m) => ({ default: m.ClassSetPage })),
);
const EssayPage = lazy(() =>
  import("../features/essay-view/components/essay-page").then((m) => ({ default: m.EssayPage })),
);
const SharedEssayPage = lazy(() =>
  import("../features/essay-view/components/shared-essay-page").then((m) => ({ default: m.SharedEssayPage })),
);
const OrganisationPage = lazy(() =>
  import("../features/organisation/components/organisation-page").then((m) => ({ default: m.OrganisationPage })),
);
const ClassesPage = lazy(() =>
  import("../features/classes/components/classes-page").then((m) => ({ default: m.ClassesPage })),
);
const ClassPage = lazy(() =>
  import("../features/classes/components/class-page").then((m) => ({ default: m.ClassPage })),
);
const StudentPage = lazy(() =>
  import("../features/classes/components/student-page").then((m) => ({ default: m.StudentPage })),
);
const BillingPage = lazy(() =>
  import("../features/billing/components/billing-page").then((m) => ({ default: m.BillingPage })),
);
const PaymentSuccessPage = lazy(() =>
  import("../features/billing/components/payment-success-page").then((m) => ({ default: m.PaymentSuccessPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
const protectedPage = (element: ReactNode) => <ProtectedRoute>{page(element)}</ProtectedRoute>;

/** Every route of SPEC.md 2, and the student's page of a share link; feature pages load on first visit. */
const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: paths.home.path, element: protectedPage(<HomePage />) },
      { path: paths.signup.path, element: <SignupPage /> },
      { path: paths.login.path, element: <LoginPage /> },
      { path: paths.unverifiedEmail.path, element: <UnverifiedEmailPage /> },
      { path: paths.newEssay.path.IMAGE, element: protectedPage(<NewEssayPage inputMethod="IMAGE" />) },
      { path: paths.newEssay.path.TEXT, element: protectedPage(<NewEssayPage inputMethod="TEXT" />) },
      { path: paths.newClassSet.path, element: protectedPage(<ClassSetUploadPage />) },
      { path: paths.classSet.path, element: protectedPage(<ClassSetPage />) },
      { path: paths.essay.path, element: page(<EssayPage />) },
      { path: paths.sharedEssay.path, element: page(<SharedEssayPage />) },
      { path: paths.organisation.path, element: protectedPage(<OrganisationPage />) },
      { path: paths.classes.path, element: protectedPage(<ClassesPage />) },
      { path: paths.class.path, element: protectedPage(<ClassPage />) },
      { path: paths.student.path, element: protectedPage(<StudentPage />) },
      { path: paths.billing.path, element: protectedPage(<BillingPage />) },
      { path: paths.paymentSuccess.path, element: protectedPage(<PaymentSuccessPage />) },
      { path: "*", element: <Navigate to={paths.home.getHref()} replace /> },
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
