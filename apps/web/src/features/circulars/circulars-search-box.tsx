// The search box of /circulars: words in either script find schemes and circulars by title,
// description, issuing department or order number (regionItemMatches in @sachiv/content, which
// the API's POST /circulars uses too). The app's one search box (components/search-input.tsx).
import { SearchInput } from "@/components/search-input";
import { useT } from "@/lib/i18n/use-language";

export function CircularsSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tr = useT();
  return (
    <div role="search">
      <SearchInput
        id="circulars-search"
        label={tr("circulars.searchLabel")}
        placeholder={tr("circulars.searchPlaceholder")}
        value={value}
        maxLength={200}
        onChange={onChange}
      />
    </div>
  );
}
