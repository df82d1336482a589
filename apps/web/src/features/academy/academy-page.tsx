// /academy: the module list, or one module when ?module= is set. Bundled content: works offline.
import { academyModules } from "@sachiv/content";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { GraduationCap } from "lucide-react";
import { useCallback } from "react";
import { PageHeader } from "@/components/page-header";
import { useT } from "@/lib/i18n/use-language";
import { useBack } from "@/lib/use-back";
import { ModuleDetail } from "./module-detail";
import { ModuleList } from "./module-list";

export function AcademyPage() {
  const tr = useT();
  const search = useSearch({ from: "/_protected/academy" });
  const navigate = useNavigate({ from: "/academy" });
  const toList = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  const onBack = useBack(toList);
  const module = academyModules.find((m) => m.id === search.module);

  if (module) return <ModuleDetail key={module.id} source={module} onBack={onBack} />;
  return (
    <section className="flex flex-col gap-5">
      <PageHeader
        icon={GraduationCap}
        title={tr("page.academy.title")}
        subtitle={tr("academy.subtitle", { count: academyModules.length })}
      />
      <ModuleList />
    </section>
  );
}
