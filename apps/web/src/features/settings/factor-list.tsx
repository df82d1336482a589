// The user's factors with their state and a remove button (asks first).
import type { TFactor } from "@sachiv/contracts";
import { KeyRound, LoaderCircle, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from "@/components/ui/dialog";
import { errorMessage } from "@/features/auth/error-message";
import { cn } from "@/lib/cn";
import { deleteFactor } from "@/lib/auth/auth-api";
import { useT } from "@/lib/i18n/use-language";

export function FactorList({ factors, onChanged }: { factors: TFactor[]; onChanged: () => void }) {
  const tr = useT();
  const [removing, setRemoving] = useState<TFactor | null>(null);

  if (factors.length === 0) {
    return <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground">{tr("mfa.noFactors")}</p>;
  }

  return (
    <>
      <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
        {factors.map((factor) => {
          const verified = factor.status === "verified";
          return (
            <li key={factor.id} className="flex items-center gap-3 px-4 py-3">
              <KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{factor.friendly_name || tr("mfa.unnamedFactor")}</p>
                <span
                  className={cn(
                    "inline-block rounded-full px-2 py-0.5 text-xs font-medium",
                    verified ? "bg-success-soft text-success" : "bg-accent-soft text-accent-foreground",
                  )}
                >
                  {verified ? tr("mfa.statusVerified") : tr("mfa.statusUnverified")}
                </span>
              </div>
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRemoving(factor)}
                className="text-destructive hover:bg-destructive-soft"
              >
                <Trash2 aria-hidden />
                {tr("mfa.remove")}
              </Button>
            </li>
          );
        })}
      </ul>
      <RemoveFactorDialog
        factor={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => {
          setRemoving(null);
          toast.success(tr("mfa.removed"));
          onChanged();
        }}
      />
    </>
  );
}

function RemoveFactorDialog({
  factor,
  onClose,
  onRemoved,
}: {
  factor: TFactor | null;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const tr = useT();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onConfirm = async () => {
    if (!factor) return;
    setPending(true);
    setError(null);
    try {
      await deleteFactor(factor.id);
      onRemoved();
    } catch (caught) {
      setError(errorMessage(caught, tr));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={factor !== null}
      onOpenChange={(open) => {
        if (!open) {
          setError(null);
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogTitle>{tr("mfa.removeConfirmTitle")}</DialogTitle>
        <DialogDescription>{tr("mfa.removeConfirmBody")}</DialogDescription>
        {error && <Alert tone="error">{error}</Alert>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{tr("mfa.cancel")}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void onConfirm()} disabled={pending}>
            {pending ? <LoaderCircle className="animate-spin" aria-hidden /> : <Trash2 aria-hidden />}
            {tr("mfa.remove")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
