import { Typography } from "@mui/material";
import { ErrorNotice } from "../../../components/error-notice";
import { PageTitle } from "../../../components/page-title";
import { useMe } from "../../../lib/api/get-me";

/** / : the teacher's essays (the list itself comes with the essays issue). */
export function HomePage() {
  const me = useMe();
  return (
    <>
      <PageTitle>Student Essays</PageTitle>
      {me.data && <Typography color="text.secondary">Signed in as {me.data.data.email}</Typography>}
      {me.error && <ErrorNotice error={me.error} />}
    </>
  );
}
