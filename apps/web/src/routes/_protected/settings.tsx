import { createFileRoute } from "@tanstack/react-router";
import { MfaSettings } from "@/features/settings/mfa-settings";

export const Route = createFileRoute("/_protected/settings")({
  component: MfaSettings,
});
