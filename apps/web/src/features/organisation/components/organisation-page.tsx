import { PageTitle } from "../../../components/page-title";

/** /organisation (logo and teachers come with the organisations issue). */
export function OrganisationPage() {
  return <PageTitle>Organisation</PageTitle>;
}
