// Settings → the village profile that fills every paperwork draft (issue 27).
import { td } from "@sachiv/content";
import { Landmark } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { VillageFields } from "@/features/drafts/village-fields";
import { saveVillage, useVillageProfile } from "@/lib/drafts/village-store";
import { useLanguage } from "@/lib/i18n/use-language";
import { usePreferences } from "@/lib/preferences/preferences-store";
import { toast } from "@/lib/toast";

export function VillageSettings() {
  const [language] = useLanguage();
  const { profile: saved } = useVillageProfile();
  const preferences = usePreferences();
  // A profile not filled yet starts from the home state and district chosen above.
  const { home_state: homeState, district: homeDistrict } = preferences;
  const profile = useMemo(
    () =>
      saved.state === null && saved.district === ""
        ? { ...saved, state: homeState, district: homeDistrict ?? "" }
        : saved,
    [saved, homeState, homeDistrict],
  );
  const [draft, setDraft] = useState(profile);
  const [edited, setEdited] = useState(false);
  const [shown, setShown] = useState(profile);
  const [saving, setSaving] = useState(false);
  // The account's copy may arrive after the screen opened: the form follows it until the user types.
  if (shown !== profile) {
    setShown(profile);
    if (!edited) setDraft(profile);
  }
  const edit = (next: typeof draft) => {
    setEdited(true);
    setDraft(next);
  };
  const save = async () => {
    setSaving(true);
    try {
      const { offline } = await saveVillage(draft);
      toast.success(td(offline ? "village.savedOffline" : "village.saved", language));
    } catch {
      toast.error(td("village.saveFailed", language));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Card role="region" aria-label={td("village.title", language)}>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Landmark className="size-5" aria-hidden />
          </span>
          <CardTitle className="text-lg">{td("village.title", language)}</CardTitle>
        </div>
        <CardDescription>{td("village.intro", language)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <VillageFields value={draft} onChange={edit} />
        <Button type="button" size="lg" disabled={saving} onClick={() => void save()}>
          {td("village.save", language)}
        </Button>
      </CardContent>
    </Card>
  );
}
