import { useCallback, useState } from "react";
import { useMe } from "../../../lib/api/get-me";
import { useSchoolLogo } from "../../../lib/api/get-school-logo";
import { useBulkActions } from "../hooks/use-bulk-actions";
import type { ClassEssayRow } from "../utils/class-essay-rows";
import { AllowDraftsDialog } from "./allow-drafts-dialog";
import { BulkActionsBar } from "./bulk-actions-bar";
import { BulkOutcomeDialog } from "./bulk-outcome-dialog";
import { PrintEssays } from "./print-essays";
import { ShareLinksDialog } from "./share-links-dialog";

interface ChosenEssaysActionsProps {
  classId: string;
  className: string;
  /** The chosen essays shown, in the table's order. */
  chosen: ClassEssayRow[];
  choosable: number;
  onToggleAll: () => void;
  phone: boolean;
}

/** The bar of actions on the chosen essays, and what each opens: its outcome, the links, the printout. */
export function ChosenEssaysActions({ classId, className, chosen, ...props }: ChosenEssaysActionsProps) {
  const me = useMe();
  const logo = useSchoolLogo(me.data?.data.relationships.organisation_ids_sorted[0]);
  const essays = chosen.map((row) => ({ essayId: row.essayId!, studentName: row.studentName }));
  const bulk = useBulkActions(classId, essays);
  const [printing, setPrinting] = useState<{ ids: string[]; withPhotos: boolean } | null>(null);
  const [linking, setLinking] = useState(false);
  const [allowing, setAllowing] = useState(false);
  const handlePrinted = useCallback(() => setPrinting(null), []);
  const ids = essays.map((essay) => essay.essayId);

  return (
    <>
      <BulkActionsBar
        count={chosen.length}
        choosable={props.choosable}
        phone={props.phone}
        onToggleAll={props.onToggleAll}
        printing={printing !== null}
        busy={bulk.run !== null && !bulk.run.done}
        onShare={bulk.handleShare}
        onAllowDrafts={() => setAllowing(true)}
        onPrint={() => setPrinting({ ids, withPhotos: false })}
        onLinks={() => setLinking(true)}
        onPhotos={() => setPrinting({ ids, withPhotos: true })}
      />
      {bulk.run && <BulkOutcomeDialog run={bulk.run} onClose={bulk.handleClose} />}
      {allowing && (
        <AllowDraftsDialog
          count={chosen.length}
          onClose={() => setAllowing(false)}
          onAllow={(drafts) => {
            setAllowing(false);
            bulk.handleAllowDrafts(drafts);
          }}
        />
      )}
      {linking && (
        <ShareLinksDialog
          essays={essays.map((essay) => ({ id: essay.essayId, studentName: essay.studentName }))}
          onClose={() => setLinking(false)}
        />
      )}
      {printing && (
        <PrintEssays
          essayIds={printing.ids}
          className={className}
          withPhotos={printing.withPhotos}
          title={printing.withPhotos ? `${className} – photos with the marking` : undefined}
          logoUri={logo.data?.data.uri}
          onDone={handlePrinted}
        />
      )}
    </>
  );
}
