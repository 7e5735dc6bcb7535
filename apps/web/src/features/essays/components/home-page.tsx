import { Typography } from "@mui/material";
import { PageTitle } from "../../../components/page-title";
import { useMe } from "../../../lib/api/users";

/** / : the teacher's essays (the list itself comes with the essays issue). */
export function HomePage() {
  const me = useMe();
  return (
    <>
      <PageTitle>Student Essays</PageTitle>
      {me.data && <Typography color="text.secondary">Signed in as {me.data.data.email}</Typography>}
    </>
  );
}
