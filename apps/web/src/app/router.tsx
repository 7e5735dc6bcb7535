import { Suspense, type ReactNode } from "react";
import { createBrowserRouter, Navigate, RouterProvider, type RouteObject } from "react-router";
import { LoadingScreen } from "../components/loading-screen";
import { paths } from "../config/paths";
import { LoginPage } from "../features/auth/components/login-page";
import { ProtectedRoute } from "../features/auth/components/protected-route";
import { SignupPage } from "../features/auth/components/signup-page";
import { UnverifiedEmailPage } from "../features/auth/components/unverified-email-page";
import { AppLayout } from "../features/layout/components/app-layout";
import { lazyPage } from "./lazy-page";

const HomePage = lazyPage(() => import("../features/essays/components/home-page").then((m) => m.HomePage));
const EssayPage = lazyPage(() => import("../features/essay-page/components/essay-page").then((m) => m.EssayPage));
// 'Correct it' opens the essay's page: its code is fetched while the teacher fills in the new essay.
const NewEssayPage = lazyPage(() => {
  void EssayPage.preload();
  return import("../features/new-essay/components/new-essay-page").then((m) => m.NewEssayPage);
});
const ClassSetUploadPage = lazyPage(() =>
  import("../features/class-sets/components/class-set-upload-page").then((m) => m.ClassSetUploadPage),
);
const ClassSetPage = lazyPage(() =>
  import("../features/class-sets/components/class-set-page").then((m) => m.ClassSetPage),
);
const SharedEssayPage = lazyPage(() =>
  import("../features/essay-page/components/shared-essay-page").then((m) => m.SharedEssayPage),
);
const SchoolPage = lazyPage(() => import("../features/school/components/school-page").then((m) => m.SchoolPage));
const ClassesPage = lazyPage(() => import("../features/classes/components/classes-page").then((m) => m.ClassesPage));
const ClassPage = lazyPage(() => import("../features/classes/components/class-page").then((m) => m.ClassPage));
const StudentPage = lazyPage(() => import("../features/classes/components/student-page").then((m) => m.StudentPage));
const CreditsPage = lazyPage(() => import("../features/credits/components/credits-page").then((m) => m.CreditsPage));
const ReceiptPage = lazyPage(() => import("../features/credits/components/receipt-page").then((m) => m.ReceiptPage));
const PaymentSuccessPage = lazyPage(() =>
  import("../features/credits/components/payment-success-page").then((m) => m.PaymentSuccessPage),
);

const page = (element: ReactNode) => <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
const protectedPage = (element: ReactNode) => <ProtectedRoute>{page(element)}</ProtectedRoute>;

/** Every route of docs/behaviour/pages.md, and the student's page of a share link; feature pages load on first visit. */
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
      { path: paths.school.path, element: protectedPage(<SchoolPage />) },
      { path: paths.formerSchool.path, element: <Navigate to={paths.school.getHref()} replace /> },
      { path: paths.classes.path, element: protectedPage(<ClassesPage />) },
      { path: paths.class.path, element: protectedPage(<ClassPage />) },
      { path: paths.student.path, element: protectedPage(<StudentPage />) },
      { path: paths.credits.path, element: protectedPage(<CreditsPage />) },
      { path: paths.receipt.path, element: protectedPage(<ReceiptPage />) },
      { path: paths.creditsByName.path, element: <Navigate to={paths.credits.getHref()} replace /> },
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
