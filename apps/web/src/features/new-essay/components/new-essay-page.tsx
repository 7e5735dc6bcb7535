import { PageTitle } from "../../../components/page-title";

/** /essays/image/new and /essays/text/new (the steps come with the essays issue). */
export function NewEssayPage({ inputMethod }: { inputMethod: "IMAGE" | "TEXT" }) {
  return <PageTitle>{inputMethod === "IMAGE" ? "Upload photo" : "Upload essay text"}</PageTitle>;
}
