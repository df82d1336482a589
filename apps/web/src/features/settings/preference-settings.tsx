// The sarpanch's own settings (issue 22 item 9): home state and district (the circulars and the
// map open there), text size (the whole app), and speech (read replies aloud or not, speed, voice).
// Each change applies at once, is kept on the phone and saved to the account (preferences-store).
import {
  HOME_STATE_IDS,
  SPEECH_RATES,
  TEXT_SIZES,
  TTS_GENDERS,
  DISTRICT_MAX_LENGTH,
  type TUpdatePreferencesRequest,
} from "@sachiv/contracts";
import { localize, regions, type TUiKey } from "@sachiv/content";
import { MapPin, Type, Volume2 } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/cn";
import { useLanguage, useT } from "@/lib/i18n/use-language";
import { updatePreferences, usePreferences } from "@/lib/preferences/preferences-store";
import { currentConnection, dataSaverReason } from "@/lib/speech/data-saver";

function SectionCard(props: { icon: typeof MapPin; title: string; intro?: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          <CardTitle className="text-lg">{props.title}</CardTitle>
        </div>
        {props.intro ? <CardDescription>{props.intro}</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-5">{props.children}</CardContent>
    </Card>
  );
}

/** A row of choices, one pressed: a radio group with buttons big enough for a thumb. */
function Choices<T extends string | number>(props: {
  label: string;
  /** The card's title already says it: the label is for screen readers only. */
  hideLabel?: boolean;
  /** Two a row instead of all in one (many choices in large text). */
  twoPerRow?: boolean;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className={props.hideLabel ? "sr-only" : "text-base font-medium"}>
        {props.label}
      </span>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        className={cn("grid gap-2", props.twoPerRow ? "grid-cols-2" : "auto-cols-fr grid-flow-col")}
      >
        {props.options.map((option) => {
          const checked = option.value === props.value;
          return (
            <button
              key={String(option.value)}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => props.onChange(option.value)}
              className={cn(
                "min-h-12 rounded-xl border px-2 py-2 text-base font-medium leading-tight transition-colors",
                checked
                  ? "border-primary bg-primary text-primary-foreground"
                  : "border-border bg-card text-foreground hover:border-primary/50",
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </div>
  );
}

export function PreferenceSettings() {
  const tr = useT();
  const [language] = useLanguage();
  const preferences = usePreferences();
  const stateId = useId();
  const districtId = useId();
  const speechId = useId();
  const [district, setDistrict] = useState(preferences.district ?? "");
  const [offline, setOffline] = useState(() => typeof navigator !== "undefined" && !navigator.onLine);
  // The server's copy may arrive after the screen opened: the field follows it.
  const [shownDistrict, setShownDistrict] = useState(preferences.district);
  if (shownDistrict !== preferences.district) {
    setShownDistrict(preferences.district);
    setDistrict(preferences.district ?? "");
  }
  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
    };
  }, []);

  const change = (update: TUpdatePreferencesRequest) => updatePreferences(update);
  const savingData = dataSaverReason(currentConnection()) !== null;
  const speech = preferences.speech;

  return (
    <>
      <SectionCard icon={MapPin} title={tr("settings.place.title")} intro={tr("settings.place.intro")}>
        <div className="flex flex-col gap-2">
          <Label htmlFor={stateId} className="text-base">
            {tr("settings.homeState")}
          </Label>
          <select
            id={stateId}
            value={preferences.home_state ?? ""}
            onChange={(event) =>
              change({
                home_state: (HOME_STATE_IDS as readonly string[]).includes(event.target.value)
                  ? (event.target.value as (typeof HOME_STATE_IDS)[number])
                  : null,
              })
            }
            className="h-12 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground"
          >
            <option value="">{tr("settings.homeStateNone")}</option>
            {HOME_STATE_IDS.map((id) => {
              const region = regions.find((r) => r.id === id);
              return (
                <option key={id} value={id}>
                  {region ? localize(region.name, language) : id}
                </option>
              );
            })}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={districtId} className="text-base">
            {tr("settings.district")}
          </Label>
          <Input
            id={districtId}
            value={district}
            maxLength={DISTRICT_MAX_LENGTH}
            placeholder={tr("settings.districtPlaceholder")}
            autoComplete="address-level2"
            className="h-12 text-base sm:text-base"
            onChange={(event) => setDistrict(event.target.value)}
            onBlur={() => {
              if (district.trim() !== (preferences.district ?? "")) change({ district: district.trim() || null });
            }}
          />
        </div>
      </SectionCard>

      <SectionCard icon={Type} title={tr("settings.textSize.title")}>
        <Choices
          label={tr("settings.textSize.title")}
          hideLabel
          value={preferences.text_size}
          options={TEXT_SIZES.map((size) => ({ value: size, label: tr(`settings.textSize.${size}`) }))}
          onChange={(text_size) => change({ text_size })}
        />
        <p className="rounded-xl bg-muted px-3 py-2 text-base">{tr("settings.textSize.sample")}</p>
      </SectionCard>

      <SectionCard icon={Volume2} title={tr("settings.speech.title")}>
        <div className="flex items-center justify-between gap-4">
          <label htmlFor={speechId} className="text-base font-medium">
            {tr("settings.speech.enabled")}
          </label>
          <Switch
            id={speechId}
            checked={speech.enabled}
            onCheckedChange={(enabled) => change({ speech: { enabled } })}
          />
        </div>
        {speech.enabled && savingData ? (
          <p role="status" className="text-base text-muted-foreground">
            {tr("settings.speech.dataSaverActive")}
          </p>
        ) : null}
        {!speech.enabled ? <p className="text-base text-muted-foreground">{tr("settings.speech.offHint")}</p> : null}
        <Choices
          label={tr("settings.speech.rate")}
          // Four speeds do not fit one row of a phone in large text.
          twoPerRow={preferences.text_size !== "normal"}
          value={speech.rate}
          options={SPEECH_RATES.map((rate) => ({ value: rate, label: tr(`settings.speech.rate.${rate}` as TUiKey) }))}
          onChange={(rate) => change({ speech: { rate } })}
        />
        <Choices
          label={tr("settings.speech.voice")}
          value={speech.voice}
          options={TTS_GENDERS.map((voice) => ({ value: voice, label: tr(`settings.speech.voice.${voice}`) }))}
          onChange={(voice) => change({ speech: { voice } })}
        />
      </SectionCard>
      {offline ? (
        <p role="status" className="text-base text-muted-foreground">
          {tr("settings.savedOffline")}
        </p>
      ) : null}
    </>
  );
}
