// The third-party voice-agent widget of the original, embedded only when VITE_VOICE_AGENT_WIDGET
// names its script (and VITE_VOICE_AGENT_ELEMENT, optionally, the custom element it defines with
// VITE_VOICE_AGENT_ID as its agent-id). Without it the built-in voice mode is the whole screen.
import { createElement, useEffect } from "react";
import { Card } from "@/components/ui/card";
import { useT } from "@/lib/i18n/use-language";

const WIDGET_SRC = import.meta.env.VITE_VOICE_AGENT_WIDGET as string | undefined;
const WIDGET_ELEMENT = import.meta.env.VITE_VOICE_AGENT_ELEMENT as string | undefined;
const WIDGET_AGENT_ID = import.meta.env.VITE_VOICE_AGENT_ID as string | undefined;

export const hasVoiceWidget = Boolean(WIDGET_SRC);

export function VoiceWidget() {
  const tr = useT();
  useEffect(() => {
    if (!WIDGET_SRC || document.querySelector(`script[src="${CSS.escape(WIDGET_SRC)}"]`)) return;
    const script = document.createElement("script");
    script.src = WIDGET_SRC;
    script.async = true;
    document.body.appendChild(script);
  }, []);
  if (!WIDGET_SRC) return null;
  return (
    <Card className="flex flex-col gap-2 p-4" aria-label={tr("voice.widgetTitle")}>
      <h2 className="text-lg font-semibold">{tr("voice.widgetTitle")}</h2>
      {WIDGET_ELEMENT && /^[a-z]+-[a-z-]+$/.test(WIDGET_ELEMENT)
        ? createElement(WIDGET_ELEMENT, { "agent-id": WIDGET_AGENT_ID })
        : null}
    </Card>
  );
}
