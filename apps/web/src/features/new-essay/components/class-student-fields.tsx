import { Autocomplete, Box, TextField } from "@mui/material";
import type { ClassResource, StudentResource } from "@redpen/contract";
import { useController } from "react-hook-form";
import type { NewEssayFormControl } from "../utils/new-essay-form";

interface ClassStudentFieldsProps {
  control: NewEssayFormControl;
  /** The teacher's classes that are not archived. */
  classes: readonly ClassResource[];
  classId: string | null;
  onClassChange: (classId: string | null) => void;
  /** The chosen class's students, whom the name field suggests. */
  students: readonly StudentResource[];
  /** The student whose name is typed, if it is one of the class's. */
  student: StudentResource | null;
  /** What the rules say of the name now. */
  nameMessage?: string;
  nameFromPhoto?: boolean;
  disabled: boolean;
}

/**
 * The class (optional) and the student's name: the name field suggests the class's students, and
 * any other name can still be typed. A native select for the class, so phones show their own picker.
 */
export function ClassStudentFields(props: ClassStudentFieldsProps) {
  const { control, classes, classId, onClassChange, students, student, nameMessage, nameFromPhoto, disabled } = props;
  const {
    field: { ref: nameRef, value: name, onChange, onBlur },
  } = useController({ control, name: "studentName" });
  const className = classes.find((item) => item.id === classId)?.data.name;
  const helper =
    nameMessage ??
    (nameFromPhoto
      ? "From the first line of the photo: change it if it is not the student's name."
      : student
        ? `A student of ${className ?? "the class"}: the essay goes with their other essays.`
        : className && name.trim()
          ? `Not a student of ${className}: the essay is filed in the class without a student.`
          : "Optional: it becomes the essay's title.");
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", sm: "minmax(0, 1fr) minmax(0, 1fr)" },
        maxWidth: { sm: 720 },
        alignItems: "start",
      }}
    >
      {classes.length > 0 && (
        <TextField
          select
          label="Class"
          value={classId ?? ""}
          onChange={(event) => onClassChange(event.target.value || null)}
          disabled={disabled}
          helperText="Optional: the essay is listed on the class's page."
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">No class</option>
          {classes.map((item) => (
            <option key={item.id} value={item.id}>
              {item.data.name}
            </option>
          ))}
        </TextField>
      )}
      <Autocomplete
        freeSolo
        options={students.map((option) => option.data.name)}
        inputValue={name}
        onInputChange={(_event, value) => onChange(value)}
        disabled={disabled}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Student name"
            placeholder={students.length > 0 ? "Type or pick a student" : "e.g. Maria Rossi"}
            inputRef={nameRef}
            onBlur={onBlur}
            error={Boolean(nameMessage)}
            helperText={helper}
          />
        )}
      />
    </Box>
  );
}
