// Email, mobile and password fields shared by login, sign-up and the password-reset screens.
import { Eye, EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useT } from "@/lib/i18n/use-language";

export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{tr("auth.email")}</Label>
      <Input
        id={id}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={tr("auth.emailPlaceholder")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Login and password reset: one field for the email or the mobile number. */
export function IdentifierField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{tr("login.identifier")}</Label>
      <Input
        id={id}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={tr("login.identifierPlaceholder")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** Sign-up: an optional Indian mobile number to sign in with later (no SMS is sent). */
export function MobileField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const tr = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{tr("auth.mobile")}</Label>
      <Input
        id={id}
        name="tel"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder={tr("auth.mobilePlaceholder")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {tr("auth.mobileHint")}
      </p>
    </div>
  );
}

export function PasswordField({
  value,
  onChange,
  autoComplete,
  hint,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  /** Another label than "Password" (the reset screen's "New password"). */
  label?: string;
}) {
  const tr = useT();
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label ?? tr("auth.password")}</Label>
      <div className="relative">
        <Input
          id={id}
          name="password"
          type={visible ? "text" : "password"}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="pr-11"
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? tr("auth.hidePassword") : tr("auth.showPassword")}
          title={visible ? tr("auth.hidePassword") : tr("auth.showPassword")}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-muted-foreground hover:text-foreground"
        >
          {visible ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
