// The village profile's fields (state, district, block, panchayat, head's name and title, secretary,
// Gram Sabha venue): in Settings once, and inside a draft to change them for that draft only.
import { HEAD_TITLES, HOME_STATE_IDS, type TVillageProfile } from "@sachiv/contracts";
import { HEAD_TITLE_TEXT, STATE_RULES, td, type TDraftTextKey } from "@sachiv/content";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useLanguage } from "@/lib/i18n/use-language";

const TEXT_FIELDS = [
  ["district", "village.district"],
  ["block", "village.block"],
  ["panchayat", "village.panchayat"],
  ["head_name", "village.headName"],
  ["secretary_name", "village.secretaryName"],
  ["gram_sabha_venue", "village.venue"],
] as const satisfies readonly (readonly [keyof TVillageProfile, TDraftTextKey])[];

const selectClass = "h-12 w-full rounded-xl border border-input bg-card px-3 text-base text-foreground";

export function VillageFields(props: { value: TVillageProfile; onChange: (value: TVillageProfile) => void }) {
  const [language] = useLanguage();
  const id = useId();
  const v = props.value;
  const set = (patch: Partial<TVillageProfile>) => props.onChange({ ...v, ...patch });
  const rules = v.state ? STATE_RULES[v.state] : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-state`} className="text-base">
          {td("village.state", language)}
        </Label>
        <select
          id={`${id}-state`}
          value={v.state ?? ""}
          className={selectClass}
          onChange={(e) => {
            const next = (HOME_STATE_IDS as readonly string[]).includes(e.target.value)
              ? (e.target.value as (typeof HOME_STATE_IDS)[number])
              : null;
            set({ state: next });
          }}
        >
          <option value="">{td("village.stateNone", language)}</option>
          {HOME_STATE_IDS.map((s) => (
            <option key={s} value={s}>
              {STATE_RULES[s].name[language]}
            </option>
          ))}
        </select>
        {rules ? (
          <p className="text-sm text-muted-foreground">
            {td("village.stateRule", language, {
              state: rules.name[language],
              title: HEAD_TITLE_TEXT[rules.headTitle][language],
            })}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-title`} className="text-base">
          {td("village.headTitle", language)}
        </Label>
        <select
          id={`${id}-title`}
          value={v.head_title ?? ""}
          className={selectClass}
          onChange={(e) =>
            set({
              head_title: (HEAD_TITLES as readonly string[]).includes(e.target.value)
                ? (e.target.value as (typeof HEAD_TITLES)[number])
                : null,
            })
          }
        >
          <option value="">{td("village.headTitleAuto", language)}</option>
          {HEAD_TITLES.map((title) => (
            <option key={title} value={title}>
              {HEAD_TITLE_TEXT[title][language]}
            </option>
          ))}
        </select>
      </div>
      {TEXT_FIELDS.map(([key, label]) => (
        <div key={key} className="flex flex-col gap-2">
          <Label htmlFor={`${id}-${key}`} className="text-base">
            {td(label, language)}
          </Label>
          <Input
            id={`${id}-${key}`}
            value={v[key] ?? ""}
            maxLength={200}
            className="h-12 text-base sm:text-base"
            onChange={(e) => set({ [key]: e.target.value })}
          />
        </div>
      ))}
    </div>
  );
}
