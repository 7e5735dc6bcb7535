import { ClassSetCreateData, fieldWordsOf, validationSentences } from "@redpen/contract";
import { useState, type ChangeEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { useCertificates } from "../../../lib/api/certificates";
import { useCurrentClasses, useUploadClassSet } from "../api/class-sets";
import { filesProblem } from "../utils/class-set-files";

/**
 * The class set upload's state: the files and what is wrong with them, the class (whose usual
 * certificate is picked with it), the certificate, the task checked by the contract's rules, and
 * the upload, which opens the set's page.
 */
export function useClassSetUpload() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const classes = useCurrentClasses();
  const [classId, setClassId] = useState(searchParams.get("class") ?? "");
  const certificates = useCertificates();
  const upload = useUploadClassSet();
  const [classSetId] = useState(() => crypto.randomUUID());
  const [files, setFiles] = useState<File[]>([]);
  const [certificateId, setCertificateId] = useState<string | null>(null);
  const [task, setTask] = useState("");

  const problem = filesProblem(files);
  const data = ClassSetCreateData.safeParse({
    class_id: classId || null,
    certificate_id: certificateId ?? undefined,
    topic_text: task.trim() ? task : null,
  });
  const taskMessage =
    task.trim() && !data.success
      ? validationSentences(data.error.issues, fieldWordsOf(ClassSetCreateData)).message
      : undefined;
  const canUpload = files.length > 0 && !problem && data.success && !upload.isPending;

  // A class's usual certificate is picked with it, unless one is picked already.
  const handleClass = (id: string) => {
    setClassId(id);
    const usual = classes.data?.data.find((klass) => klass.id === id)?.data.certificate_id;
    if (usual && !certificateId) setCertificateId(usual);
  };
  const handleFiles = (event: ChangeEvent<HTMLInputElement>) => setFiles([...(event.target.files ?? [])]);
  const handleUpload = async () => {
    if (!data.success) return;
    try {
      const set = await upload.mutateAsync({ classSetId, data: data.data, files });
      await navigate(paths.classSet.getHref(set.id));
    } catch {
      // Shown under the button.
    }
  };

  return {
    classes: classes.data?.data ?? [],
    classId,
    handleClass,
    certificates,
    certificateId,
    setCertificateId,
    files,
    problem,
    handleFiles,
    task,
    setTask,
    taskMessage,
    upload,
    canUpload,
    handleUpload,
  };
}

/** What the class set upload page shows and does (useClassSetUpload). */
export type ClassSetUpload = ReturnType<typeof useClassSetUpload>;
