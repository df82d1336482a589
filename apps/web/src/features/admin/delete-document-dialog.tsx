// Asks before a document leaves the knowledge base: its title, how many passages go with it,
// and that no answer will cite it again.
import type { TKbDocument } from "@sachiv/contracts";
import { LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";

export function DeleteDocumentDialog({
  document,
  deleting,
  onCancel,
  onConfirm,
}: {
  document: TKbDocument | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (document: TKbDocument) => void;
}) {
  const ta = useAdminTabT();
  return (
    <Dialog open={document !== null} onOpenChange={(open) => !open && !deleting && onCancel()}>
      <DialogContent>
        <DialogTitle>{ta("admin.kb.deleteTitle")}</DialogTitle>
        <DialogDescription className="break-words">
          {document && ta("admin.kb.deleteBody", { title: document.title, count: document.passages })}
        </DialogDescription>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            {ta("admin.kb.cancel")}
          </Button>
          <Button variant="destructive" onClick={() => document && onConfirm(document)} disabled={deleting}>
            {deleting ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            {deleting ? ta("admin.kb.deleting") : ta("admin.kb.delete")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
