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
import { useAdminT } from "@/lib/i18n/use-language";
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
      {/* The theme's colours: the library's own stylesheet sets its variables on .rdp-root itself. */}
      <PopoverContent className="[&_.rdp-root]:[--rdp-accent-background-color:var(--color-primary-soft)] [&_.rdp-root]:[--rdp-accent-color:var(--color-primary)] [&_.rdp-root]:[--rdp-day-height:38px] [&_.rdp-root]:[--rdp-day-width:40px] [&_.rdp-root]:[--rdp-day_button-height:36px] [&_.rdp-root]:[--rdp-day_button-width:38px] [&_.rdp-root]:[--rdp-months-gap:1.5rem]">
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
