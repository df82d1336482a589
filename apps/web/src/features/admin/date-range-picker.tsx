// Date-range filter: a button showing the chosen days ('LLL dd, y') that opens a two-month range
// calendar (react-day-picker) in a popover.
import { subMonths } from "date-fns";
import { CalendarRange } from "lucide-react";
import { DayPicker, type DateRange } from "react-day-picker";
import "react-day-picker/style.css";
import { enIN as dayPickerEn, hi as dayPickerHi } from "react-day-picker/locale";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { formatDisplayDate, useAdminLanguage } from "./admin-dates";

export function DateRangePicker({
  id,
  range,
  onChange,
}: {
  id: string;
  range: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
}) {
  const ta = useAdminT();
  const language = useAdminLanguage();
  const label = range?.from
    ? range.to && range.to.getTime() !== range.from.getTime()
      ? `${formatDisplayDate(range.from, language)} – ${formatDisplayDate(range.to, language)}`
      : formatDisplayDate(range.from, language)
    : ta("admin.pickDateRange");

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          className={cn("w-full justify-start px-3.5 font-normal", !range?.from && "text-muted-foreground")}
        >
          <CalendarRange aria-hidden />
          <span className="truncate">{label}</span>
        </Button>
      </PopoverTrigger>
      {/* .admin-calendar (styles.css) gives the calendar the theme's colours and phone-sized days. */}
      <PopoverContent className="admin-calendar">
        <DayPicker
          mode="range"
          numberOfMonths={2}
          selected={range}
          onSelect={onChange}
          defaultMonth={range?.from ?? subMonths(new Date(), 1)}
          locale={language === "hi" ? dayPickerHi : dayPickerEn}
          className="text-sm"
        />
      </PopoverContent>
    </Popover>
  );
}
