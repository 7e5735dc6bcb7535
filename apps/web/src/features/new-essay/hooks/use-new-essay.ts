import { ESSAY_IMAGES_MAX, TOPIC_IMAGES_MAX, type CertificateOption, type InputMethod } from "@redpen/contract";
import { useState } from "react";
import { useNavigate } from "react-router";
import { offeredId, startingCertificateId } from "../../../components/certificate-picker/certificate-choice";
import { paths } from "../../../config/paths";
import { useCertificates } from "../../../lib/api/certificates";
import { useMyCredits } from "../../../lib/api/get-my-credits";
import { useMe } from "../../../lib/api/get-me";
import { useLatestEssay } from "../../../lib/api/list-essays";
import { useCreateEssay } from "../api/create-essay";
import { essayCreateData } from "../utils/essay-create-data";
import { useClassStudentPick } from "./use-class-student-pick";
import { useNameFromPhotos } from "./use-name-from-photos";
import { useNewEssayForm } from "./use-new-essay-form";
import { usePhotoUploads } from "./use-photo-uploads";
import { usePhotosText } from "./use-photos-text";
import { usePreviousTopic } from "./use-previous-topic";

/**
 * The new-essay page's state: the form, the photos, the certificate (useCertificateChoice), the class and student, which steps are open, and 'Correct it'. The steps are
 * all closed without credits, while the credits load, or when credits or certificates failed.
 */
export function useNewEssay(inputMethod: InputMethod) {
  const navigate = useNavigate();
  const certificates = useCertificates();
  const access = useEssayAccess(certificates.error);
  const { latest } = useLatestEssay();
  const createEssay = useCreateEssay();
  // One id per visit: a retry after a lost reply cannot create (and charge) the essay twice.
  const [essayId] = useState(() => crypto.randomUUID());
  const { form, values, messages } = useNewEssayForm(inputMethod);
  const essayPhotos = usePhotoUploads(ESSAY_IMAGES_MAX);
  const topicPhotos = usePhotoUploads(TOPIC_IMAGES_MAX);
  const previousTopic = usePreviousTopic(latest, topicPhotos, (text) => form.setValue("topicText", text));
  const photosText = usePhotosText(essayPhotos);
  const classStudent = useClassStudentPick(values.studentName);
  const isImage = inputMethod === "IMAGE";
  const nameFromPhotos = useNameFromPhotos(form, photosText, { isImage, studentName: values.studentName });

  const { certificateId, pickCertificate, pickClass } = useCertificateChoice({
    options: certificates.data?.data ?? [],
    picked: values.certificateId,
    latestCertificateId: latest?.data.certificate_id,
    classStudent,
    setPicked: (id) => form.setValue("certificateId", id),
  });

  // A photo essay is there once its photos are read and their text, as the teacher checked it, can be corrected.
  const essayPresent = isImage
    ? photosText.ready && !photosText.message && !photosText.mostlyUncertain
    : !messages.text;
  const step2Open = !access.blocked && essayPresent;
  const step3Open = step2Open && Boolean(certificateId);
  const topicImageId = topicPhotos.doneIds[0] ?? null;
  const formValid = !messages.topicText && !messages.studentName;
  const uploading = essayPhotos.uploading || topicPhotos.uploading;
  const canSubmit = step3Open && formValid && !uploading && !createEssay.isPending;

  const handleSubmit = form.handleSubmit(async (fields) => {
    if (!certificateId) return;
    const data = essayCreateData({
      inputMethod,
      text: isImage ? photosText.checks.text : fields.text,
      imageIds: essayPhotos.doneIds,
      certificateId,
      topicText: fields.topicText,
      topicImageId,
      studentName: fields.studentName,
      classId: classStudent.classId,
      studentId: classStudent.student?.id ?? null,
    });
    try {
      const essay = await createEssay.mutateAsync({ essayId, data });
      await navigate(paths.essay.getHref(essay.id));
    } catch {
      // Shown by the alert under the button.
    }
  });

  return {
    ...access,
    form,
    messages,
    essayPhotos,
    topicPhotos,
    previousTopic,
    photosText,
    classStudent: { ...classStudent, onClassChange: pickClass },
    nameFromPhotos,
    certificates,
    certificateId,
    pickCertificate,
    createEssay,
    isImage,
    essayPresent,
    step2Open,
    step3Open,
    uploading,
    canSubmit,
    handleSubmit,
  };
}

/**
 * The essay's certificate: the one picked, else the class's, else the latest essay's. Picking a class
 * makes its certificate the essay's, over the one picked before: a class practises one exam.
 */
function useCertificateChoice(props: {
  options: CertificateOption[];
  picked: string | null;
  latestCertificateId: string | null | undefined;
  classStudent: ReturnType<typeof useClassStudentPick>;
  setPicked: (id: string) => void;
}) {
  const { options, picked, latestCertificateId, classStudent, setPicked } = props;
  const classCertificateId = (classId: string | null) =>
    offeredId(options, classStudent.classes.find((item) => item.id === classId)?.data.certificate_id);
  const certificateId =
    picked ??
    startingCertificateId(options, {
      classCertificateId: classCertificateId(classStudent.classId),
      latestCertificateId,
    });
  const pickCertificate = (id: string | null) => setPicked(id ?? "");
  const pickClass = (classId: string | null) => {
    classStudent.onClassChange(classId);
    const certificate = classCertificateId(classId);
    if (certificate) pickCertificate(certificate);
  };
  return { certificateId, pickCertificate, pickClass };
}

/** Whether an essay can be added now: the school's credits, and the certificates loaded (`pageError` says why not). */
function useEssayAccess(certificatesError: Error | null) {
  const billing = useMyCredits();
  const me = useMe();
  const remaining = billing.data?.data.organisation_essay_quantity_remaining;
  const pageError = billing.error ?? certificatesError;
  const noSchool = me.data?.data.relationships.organisation_ids_sorted.length === 0;
  const blocked = Boolean(pageError) || billing.isPending || noSchool || (remaining ?? 0) <= 0;
  const lastPack = billing.data?.data.last_pack_essay_quantity ?? null;
  return { remaining, lastPack, pageError, noSchool, blocked };
}

/** What the new-essay page shows and does (useNewEssay). */
export type NewEssay = ReturnType<typeof useNewEssay>;
