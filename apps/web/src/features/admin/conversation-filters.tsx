// Filters of the conversation list: email, conversation text, date range, sort field (Date only),
// sort order (Newest / Oldest) and Clear Filters. On phones they fold away behind a Filters button
// (with the number in use), so the list is not pushed below the fold.
import { ADMIN_SORT_FIELDS, ZSortOrder } from "@sachiv/contracts";
import { ChevronDown, FilterX, SlidersHorizontal } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { DateRangePicker } from "./date-range-picker";
import type { TConversationFilters } from "./use-conversation-filters";

export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-11 w-full appearance-none rounded-xl border border-input bg-card pr-10 pl-3.5 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 sm:text-sm",
          className,
        )}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
    </div>
  );
}

export function ConversationFilters({ filters }: { filters: TConversationFilters }) {
  const ta = useAdminT();
  const [open, setOpen] = useState(false);
  const { query } = filters;
  const inUse =
    [query.user_email, query.search_query, query.date_from ?? query.date_to].filter(Boolean).length +
    (query.sort_order === "asc" ? 1 : 0) +
    (query.channel ? 1 : 0);
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="justify-between sm:hidden"
        aria-expanded={open}
        aria-controls="admin-filters"
        onClick={() => setOpen((value) => !value)}
      >
        <span className="flex items-center gap-2">
          <SlidersHorizontal aria-hidden />
          {inUse > 0 ? ta("admin.filtersInUse", { count: inUse }) : ta("admin.filtersLabel")}
        </span>
        <ChevronDown className={cn("transition-transform", open && "rotate-180")} aria-hidden />
      </Button>
      <div
        id="admin-filters"
        role="search"
        aria-label={ta("admin.filtersLabel")}
        className={cn(
          "grid-cols-2 gap-3 rounded-2xl border border-border bg-card p-4 sm:grid lg:grid-cols-3",
          open ? "grid" : "hidden",
        )}
      >
        <div className="col-span-2 flex flex-col gap-1.5 sm:col-span-1">
          <Label htmlFor="admin-email-filter">{ta("admin.emailFilter")}</Label>
          <Input
            id="admin-email-filter"
            type="search"
            inputMode="email"
            autoComplete="off"
            value={filters.email}
            onChange={(event) => filters.setEmail(event.target.value)}
            placeholder={ta("admin.emailFilterPlaceholder")}
          />
        </div>
        <SearchInput
          id="admin-text-filter"
          className="col-span-2 sm:col-span-1"
          label={ta("admin.searchFilter")}
          placeholder={ta("admin.searchFilterPlaceholder")}
          clearLabel={ta("admin.clearSearch")}
          value={filters.search}
          onChange={filters.setSearch}
        />
        <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
          <Label htmlFor="admin-date-filter">{ta("admin.dateRange")}</Label>
          <DateRangePicker id="admin-date-filter" range={filters.range} onChange={filters.setRange} />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-sort-by">{ta("admin.sortBy")}</Label>
          <NativeSelect id="admin-sort-by" value={query.sort_by} onChange={() => undefined}>
            {ADMIN_SORT_FIELDS.map((field) => (
              <option key={field} value={field}>
                {ta("admin.sortDate")}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-sort-order">{ta("admin.sortOrder")}</Label>
          <NativeSelect
            id="admin-sort-order"
            value={query.sort_order}
            onChange={(event) => filters.setSortOrder(ZSortOrder.parse(event.target.value))}
          >
            <option value="desc">{ta("admin.sortNewest")}</option>
            <option value="asc">{ta("admin.sortOldest")}</option>
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="admin-channel">{ta("admin.channel")}</Label>
          <NativeSelect
            id="admin-channel"
            value={query.channel ?? ""}
            onChange={(event) =>
              filters.setChannel(
                event.target.value === "whatsapp" ? "whatsapp" : event.target.value === "app" ? "app" : undefined,
              )
            }
          >
            <option value="">{ta("admin.channelAll")}</option>
            <option value="app">{ta("admin.channelApp")}</option>
            <option value="whatsapp">{ta("admin.channelWhatsapp")}</option>
          </NativeSelect>
        </div>
        <div className="col-span-2 flex items-end lg:col-span-1">
          <Button variant="outline" className="w-full" onClick={filters.clear}>
            <FilterX aria-hidden />
            {ta("admin.clearFilters")}
          </Button>
        </div>
      </div>
    </div>
  );
}
