// /settings: the user's own settings (home state and district, text size, speech), then
// WhatsApp (when the server has it), two-step verification.
import { useT } from "@/lib/i18n/use-language";
import { MfaSettings } from "./mfa-settings";
import { PreferenceSettings } from "./preference-settings";
import { WhatsappSettings } from "./whatsapp-settings";

export function SettingsPage() {
  const tr = useT();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold leading-snug sm:text-3xl">{tr("page.settings.title")}</h1>
      <PreferenceSettings />
      <WhatsappSettings />
      <MfaSettings />
    </section>
  );
}
