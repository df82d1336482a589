// The search box of /circulars: words in either script find schemes and circulars by title,
// description, issuing department or order number (regionItemMatches in @sachiv/content, which
// the API's POST /circulars uses too). Same look as the glossary's search.
import { Search, X } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n/use-language";

export function CircularsSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tr = useT();
  return (
    <div role="search" className="flex flex-col gap-1.5">
      <Label htmlFor="circulars-search">{tr("circulars.searchLabel")}</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          id="circulars-search"
          type="search"
          value={value}
          maxLength={200}
          onChange={(event) => onChange(event.target.value)}
          placeholder={tr("circulars.searchPlaceholder")}
          autoComplete="off"
          enterKeyHint="search"
          className="pr-11 pl-10 [&::-webkit-search-cancel-button]:hidden"
        />
        {value !== "" && (
          <button
            type="button"
            onClick={() => onChange("")}
            aria-label={tr("glossary.clear")}
            title={tr("glossary.clear")}
            className="absolute top-1/2 right-1.5 flex size-8 -translate-y-1/2 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <X className="size-4" aria-hidden />
          </button>
        )}
      </div>
    </div>
  );
}
