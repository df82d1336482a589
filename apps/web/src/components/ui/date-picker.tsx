// One date: a button showing the chosen day (dd/MM/yyyy, as Indian offices write it) that opens a
// calendar (react-day-picker, Hindi or Indian-English month names) in a popover. The value is
// yyyy-MM-dd, like a form's date field.
import { format, parseISO } from "date-fns";
import { Calendar } from "lucide-react";
import { useState } from "react";
import { DayPicker } from "react-day-picker";
import "react-day-picker/style.css";
import { enIN as dayPickerEn, hi as dayPickerHi } from "react-day-picker/locale";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";

export function DatePicker(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  language: "hindi" | "hinglish";
}) {
  const [open, setOpen] = useState(false);
  const selected = props.value ? parseISO(props.value) : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={props.id}
          type="button"
          variant="outline"
          className={cn("w-full justify-start px-3.5 text-base font-normal", !selected && "text-muted-foreground")}
        >
          <Calendar aria-hidden />
          <span className="truncate">{selected ? format(selected, "dd/MM/yyyy") : props.placeholder}</span>
        </Button>
      </PopoverTrigger>
      {/* .admin-calendar (styles.css) gives the calendar the theme's colours and phone-sized days. */}
      <PopoverContent className="admin-calendar">
        <DayPicker
          mode="single"
          selected={selected}
          onSelect={(day) => {
            if (day) props.onChange(format(day, "yyyy-MM-dd"));
            setOpen(false);
          }}
          defaultMonth={selected ?? new Date()}
          locale={props.language === "hindi" ? dayPickerHi : dayPickerEn}
          className="text-sm"
        />
      </PopoverContent>
    </Popover>
  );
}
