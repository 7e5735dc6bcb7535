import { ClassSetCreateData, fieldWordsOf, validationSentences, type ShareMode } from "@redpen/contract";
import { useState, type ChangeEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths";
import { useCertificates } from "../../../lib/api/certificates";
import { useCurrentClasses, useUploadClassSet } from "../api/class-sets";
import { filesProblem } from "../utils/class-set-files";

/**
 * The class set upload's state: the files and what is wrong with them, the class (its usual
 * certificate is the set's until the teacher picks one, also when the class came with the address),
 * the certificate, the task checked by the contract's rules, what the essays' share links show and
 * how many drafts their students may send, and the upload, which opens the set's page.
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
  const [pickedCertificateId, setCertificateId] = useState<string | null>(null);
  const [task, setTask] = useState("");
  const [shareMode, setShareMode] = useState<ShareMode>("corrections");
  const [draftsAllowed, setDraftsAllowed] = useState(0);
  const usualCertificateId = classes.data?.data.find((klass) => klass.id === classId)?.data.certificate_id ?? null;
  const certificateId = pickedCertificateId ?? usualCertificateId;

  const problem = filesProblem(files);
  const data = ClassSetCreateData.safeParse({
    class_id: classId || null,
    certificate_id: certificateId ?? undefined,
    topic_text: task.trim() ? task : null,
    share_mode: shareMode,
    drafts_allowed: draftsAllowed,
  });
  const taskMessage =
    task.trim() && !data.success
      ? validationSentences(data.error.issues, fieldWordsOf(ClassSetCreateData)).message
      : undefined;
  const canUpload = files.length > 0 && !problem && data.success && !upload.isPending;

  const handleClass = (id: string) => setClassId(id);
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
    shareMode,
    setShareMode,
    draftsAllowed,
    setDraftsAllowed,
    upload,
    canUpload,
    handleUpload,
  };
}

/** What the class set upload page shows and does (useClassSetUpload). */
export type ClassSetUpload = ReturnType<typeof useClassSetUpload>;
