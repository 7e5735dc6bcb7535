import AddIcon from "@mui/icons-material/Add";
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from "@mui/material";
import type { ClassResource } from "@redpen/contract";
import { useState, type FormEvent } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { ErrorNotice } from "../../../components/error-notice";
import { PageTitle } from "../../../components/page-title";
import { paths } from "../../../config/paths";
import { useClasses } from "../../../lib/api/classes";
import { useCreateClass } from "../api/class-changes";
import { certificateLabel } from "../utils/certificate-label";
import { ClassCertificateSelect } from "./class-certificate-select";

/** /classes: the teacher's classes (theirs alone), a form to make one, and the archived ones below. */
export function ClassesPage() {
  const classes = useClasses();
  const current = classes.data?.data.filter((item) => !item.data.archived) ?? [];
  const archived = classes.data?.data.filter((item) => item.data.archived) ?? [];
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: "auto" }}>
      <PageTitle>Classes</PageTitle>
      <NewClassForm />
      {classes.isPending && <CircularProgress aria-label="Loading classes" />}
      {classes.error && <ErrorNotice error={classes.error} />}
      {classes.data && current.length === 0 && (
        <Typography color="text.secondary">
          {archived.length > 0
            ? "You have no current classes: make one above, or restore an archived one."
            : "You have no classes yet. Make one above, then add its students."}
        </Typography>
      )}
      <ClassGrid classes={current} label="Your classes" />
      {archived.length > 0 && (
        <>
          <Typography variant="h2" component="h2" sx={{ fontSize: "1.15rem" }}>
            Archived classes
          </Typography>
          <ClassGrid classes={archived} label="Archived classes" />
        </>
      )}
    </Stack>
  );
}

/** The name and certificate of a new class; 'Make class' opens its page. */
function NewClassForm() {
  const [name, setName] = useState("");
  const [certificateId, setCertificateId] = useState<string | null>(null);
  const create = useCreateClass();
  const navigate = useNavigate();
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    try {
      const made = await create.mutateAsync({ name: name.trim(), certificate_id: certificateId });
      await navigate(paths.class.getHref(made.id));
    } catch {
      // Shown below the form.
    }
  };
  return (
    <Card variant="outlined" component="section" aria-label="New class">
      <CardContent>
        <Box
          component="form"
          noValidate
          onSubmit={handleSubmit}
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 2fr) minmax(0, 3fr) auto" },
            alignItems: "start",
          }}
        >
          <TextField
            label="Class name"
            placeholder="e.g. 4B — B2 First"
            size="small"
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
          />
          <ClassCertificateSelect value={certificateId} onChange={setCertificateId} disabled={create.isPending} />
          <Button
            type="submit"
            variant="contained"
            disabled={!name.trim() || create.isPending}
            startIcon={create.isPending ? <CircularProgress size={18} color="inherit" /> : <AddIcon />}
            sx={{ minHeight: 40 }}
          >
            Make class
          </Button>
        </Box>
        {create.error && <ErrorNotice error={create.error} sx={{ mt: 2 }} />}
      </CardContent>
    </Card>
  );
}

function ClassGrid({ classes, label }: { classes: ClassResource[]; label: string }) {
  if (classes.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: "none",
        p: 0,
        m: 0,
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {classes.map((item) => (
        <li key={item.id}>
          <Card variant="outlined" sx={{ height: "100%" }}>
            <CardActionArea component={RouterLink} to={paths.class.getHref(item.id)} sx={{ height: "100%" }}>
              <CardContent>
                <Typography variant="h3" component="h3" sx={{ fontSize: "1.1rem", overflowWrap: "anywhere" }}>
                  {item.data.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {item.data.certificate ? certificateLabel(item.data.certificate) : "No certificate"}
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {item.data.student_count === 1 ? "1 student" : `${item.data.student_count} students`}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
