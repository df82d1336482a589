// Admins tab (issue 24), full admins only: every admin with their states and districts, and a
// form to appoint an account as an admin limited to areas, change an admin's areas, or remove
// admin rights. The server refuses one's own scope and a new admin without an area.
import type { TAdminTabKey } from "@sachiv/content";
import {
  HOME_STATE_IDS,
  ZScopedAdmin,
  ZScopedAdminList,
  type THomeState,
  type TScopedAdmin,
  type TScopeAreaInput,
} from "@sachiv/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MapPinned, PenLine, Plus, UserMinus, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { apiRequest, isApiResponseError } from "@/lib/api";
import { useAuth } from "@/lib/auth";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { toast } from "@/lib/toast";
import { ADMIN_QUERY_KEY } from "./use-admin-data";

const SCOPES_KEY = [ADMIN_QUERY_KEY, "scopes"] as const;
const SELECT =
  "h-11 rounded-xl border border-input bg-card px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/30 sm:text-sm";

const stateKey = (state: THomeState) => `admin.scope.state.${state}` as TAdminTabKey;

function useAreaName() {
  const ta = useAdminTabT();
  return (a: TScopeAreaInput) =>
    a.district
      ? `${a.district.replace(/(^|\s)(\p{L})/gu, (_m, s: string, l: string) => s + l.toUpperCase())}, ${ta(stateKey(a.state))}`
      : ta("admin.scope.wholeState", { state: ta(stateKey(a.state)) });
}

export function AdminsTab() {
  const ta = useAdminTabT();
  const { profile } = useAuth();
  const client = useQueryClient();
  const admins = useQuery({
    queryKey: SCOPES_KEY,
    queryFn: ({ signal }) => apiRequest("/admin/scopes", { schema: ZScopedAdminList, signal }),
  });
  // The form starts again (a new key) for each admin edited and after each save.
  const [editing, setEditing] = useState<{ key: number; email: string; areas: TScopeAreaInput[] }>({
    key: 0,
    email: "",
    areas: [],
  });
  const revoke = useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/scopes/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: SCOPES_KEY }),
    onError: () => toast.error(ta("admin.scopes.failed")),
  });
  const areaName = useAreaName();

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-semibold">{ta("admin.scopes.title")}</h2>
        <p className="text-sm text-muted-foreground">{ta("admin.scopes.intro")}</p>
      </div>

      <ul className="flex flex-col gap-2" aria-label={ta("admin.scopes.title")} data-testid="admin-list">
        {admins.data?.admins.map((a) => (
          <li
            key={a.id}
            className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="flex min-w-0 flex-col gap-1.5">
              <p className="break-all font-semibold">
                {a.email}
                {a.email === profile?.email && (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">({ta("admin.scopes.you")})</span>
                )}
              </p>
              <div className="flex flex-wrap gap-1.5 text-xs">
                {a.full ? (
                  <span className="rounded-full bg-primary-soft px-2 py-0.5 font-semibold text-primary">
                    {ta("admin.scopes.full")}
                  </span>
                ) : (
                  a.areas.map((area) => (
                    <span
                      key={`${area.state}|${area.district ?? ""}`}
                      className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5"
                    >
                      <MapPinned className="size-3" aria-hidden />
                      {areaName(area)}
                    </span>
                  ))
                )}
              </div>
            </div>
            {a.email !== profile?.email && (
              <div className="flex shrink-0 flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing((e) => ({ key: e.key + 1, email: a.email, areas: a.areas }))}
                >
                  <PenLine aria-hidden />
                  {ta("admin.scopes.edit")}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  disabled={revoke.isPending}
                  onClick={() => {
                    if (window.confirm(ta("admin.scopes.revokeConfirm", { email: a.email }))) revoke.mutate(a.id);
                  }}
                >
                  <UserMinus aria-hidden />
                  {ta("admin.scopes.revoke")}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>

      <ScopeForm
        key={editing.key}
        initial={editing}
        onSaved={(saved) => {
          setEditing((e) => ({ key: e.key + 1, email: "", areas: [] }));
          toast.success(ta("admin.scopes.saved", { email: saved.email }));
          void client.invalidateQueries({ queryKey: SCOPES_KEY });
        }}
      />
    </div>
  );
}

function ScopeForm({
  initial,
  onSaved,
}: {
  initial: { email: string; areas: TScopeAreaInput[] };
  onSaved: (admin: TScopedAdmin) => void;
}) {
  const ta = useAdminTabT();
  const areaName = useAreaName();
  const [email, setEmail] = useState(initial.email);
  const [areas, setAreas] = useState<TScopeAreaInput[]>(initial.areas);
  const [state, setState] = useState<THomeState>("bihar");
  const [district, setDistrict] = useState("");
  const save = useMutation({
    mutationFn: () => apiRequest("/admin/scopes", { method: "PUT", body: { email, areas }, schema: ZScopedAdmin }),
    onSuccess: onSaved,
    // The server says why in the admin's language (own scope, unknown account, no area).
    onError: (err) => toast.error(isApiResponseError(err) ? err.message : ta("admin.scopes.failed")),
  });
  const addArea = () => {
    const area = { state, district: district.trim() || null };
    setAreas((list) =>
      list.some((a) => a.state === area.state && (a.district ?? "") === (area.district ?? "")) ? list : [...list, area],
    );
    setDistrict("");
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };

  return (
    <form
      onSubmit={onSubmit}
      className="flex flex-col gap-3 rounded-2xl border border-border bg-card p-4"
      aria-labelledby="scope-form-title"
      data-testid="scope-form"
    >
      <h3 id="scope-form-title" className="text-base font-semibold">
        {ta("admin.scopes.formTitle")}
      </h3>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {ta("admin.scopes.email")}
        <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </label>
      <div className="grid grid-cols-1 gap-3 sm:flex sm:items-end">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {ta("admin.scopes.state")}
          <select className={SELECT} value={state} onChange={(e) => setState(e.target.value as THomeState)}>
            {HOME_STATE_IDS.map((id) => (
              <option key={id} value={id}>
                {ta(stateKey(id))}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium sm:flex-1">
          {ta("admin.scopes.district")}
          <Input value={district} maxLength={60} onChange={(e) => setDistrict(e.target.value)} />
        </label>
        <Button type="button" variant="outline" onClick={addArea}>
          <Plus aria-hidden />
          {ta("admin.scopes.addArea")}
        </Button>
      </div>
      {areas.length === 0 ? (
        <p className="text-sm text-muted-foreground">{ta("admin.scopes.noAreas")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="scope-areas">
          {areas.map((a) => (
            <li
              key={`${a.state}|${a.district ?? ""}`}
              className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-1 pr-1 pl-3 text-sm text-primary"
            >
              {areaName(a)}
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-primary/10"
                aria-label={ta("admin.scopes.removeArea", { area: areaName(a) })}
                onClick={() => setAreas((list) => list.filter((x) => x !== a))}
              >
                <X className="size-4" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Button type="submit" className="w-fit" disabled={save.isPending || email.trim() === ""}>
        {ta("admin.scopes.save")}
      </Button>
    </form>
  );
}
