// The knowledge base the chat answers from: search and filters, then one card per document with
// its language, type, passages, who added it, how often answers cited it, and its actions
// (replace with a new version, mark superseded or use again, delete after a confirmation).
import { KB_FILE_TYPES, KB_LANGUAGES, ZKbFileType, ZKbLanguage, ZKbStatus, type TKbDocument } from "@sachiv/contracts";
import { Library } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SearchInput } from "@/components/search-input";
import { Label } from "@/components/ui/label";
import { useAdminTabT } from "@/lib/i18n/use-admin-tab-t";
import { NativeSelect } from "./conversation-filters";
import { DeleteDocumentDialog } from "./delete-document-dialog";
import { KnowledgeDocumentItem, LANGUAGE_LABEL } from "./knowledge-document-item";
import { useKnowledgeActions, useKnowledgeDocuments, useKnowledgeFilters } from "./use-knowledge-base";

export function KnowledgeBaseCard() {
  const ta = useAdminTabT();
  const filters = useKnowledgeFilters();
  const { query } = filters;
  const documents = useKnowledgeDocuments(query);
  const actions = useKnowledgeActions();
  const [toDelete, setToDelete] = useState<TKbDocument | null>(null);
  const data = documents.data;
  const failed = (error: unknown) => toast.error(ta("admin.kb.actionFailed", { error: (error as Error).message }));

  const onReplace = (document: TKbDocument, file: File) =>
    actions.replace.mutate(
      { id: document.id, file },
      { onSuccess: () => toast.success(ta("admin.kb.replaceStarted", { title: document.title })), onError: failed },
    );
  const onSupersede = (document: TKbDocument, superseded: boolean) =>
    actions.supersede.mutate(
      { id: document.id, superseded },
      {
        onSuccess: () =>
          toast.success(
            ta(superseded ? "admin.kb.markedSuperseded" : "admin.kb.markedCurrent", { title: document.title }),
          ),
        onError: failed,
      },
    );
  const onDelete = (document: TKbDocument) =>
    actions.remove.mutate(document.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.success(ta("admin.kb.deleted", { title: document.title }));
      },
      onError: failed,
    });

  return (
    <Card data-testid="knowledge-base" className="scroll-mt-24">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Library className="size-5 text-primary" aria-hidden />
          {ta("admin.kb.title")}
        </CardTitle>
        <CardDescription>{ta("admin.kb.description")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div
          role="search"
          aria-label={ta("admin.filtersLabel")}
          className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr]"
        >
          <SearchInput
            id="kb-search"
            className="col-span-2 lg:col-span-1"
            label={ta("admin.kb.search")}
            placeholder={ta("admin.kb.searchPlaceholder")}
            clearLabel={ta("admin.clearSearch")}
            value={filters.search}
            onChange={filters.setSearch}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="kb-language">{ta("admin.kb.language")}</Label>
            <NativeSelect
              id="kb-language"
              value={query.language ?? ""}
              onChange={(event) =>
                filters.setFilter({ language: event.target.value ? ZKbLanguage.parse(event.target.value) : undefined })
              }
            >
              <option value="">{ta("admin.kb.allLanguages")}</option>
              {KB_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {ta(LANGUAGE_LABEL[language]!)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="kb-file-type">{ta("admin.kb.fileType")}</Label>
            <NativeSelect
              id="kb-file-type"
              value={query.file_type ?? ""}
              onChange={(event) =>
                filters.setFilter({ file_type: event.target.value ? ZKbFileType.parse(event.target.value) : undefined })
              }
            >
              <option value="">{ta("admin.kb.allFileTypes")}</option>
              {KB_FILE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type.toUpperCase()}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="col-span-2 flex flex-col gap-1.5 lg:col-span-1">
            <Label htmlFor="kb-status">{ta("admin.kb.status")}</Label>
            <NativeSelect
              id="kb-status"
              value={query.status}
              onChange={(event) => filters.setFilter({ status: ZKbStatus.parse(event.target.value) })}
            >
              <option value="all">{ta("admin.kb.status.all")}</option>
              <option value="current">{ta("admin.kb.status.current")}</option>
              <option value="superseded">{ta("admin.kb.status.superseded")}</option>
            </NativeSelect>
          </div>
        </div>

        {documents.isError && <Alert tone="error">{ta("admin.kb.loadFailed")}</Alert>}
        {documents.isPending ? (
          <p role="status" className="text-sm text-muted-foreground">
            {ta("admin.kb.loading")}
          </p>
        ) : data && data.documents.length === 0 ? (
          <p
            role="status"
            className="rounded-2xl border border-dashed border-border px-4 py-8 text-center font-semibold"
          >
            {ta("admin.kb.empty")}
          </p>
        ) : (
          data && (
            <>
              <p className="text-sm text-muted-foreground" data-testid="kb-count">
                {ta("admin.kb.count", { count: data.total_count })}
              </p>
              <ul className="flex flex-col gap-2.5" aria-busy={documents.isFetching}>
                {data.documents.map((document) => (
                  <KnowledgeDocumentItem
                    key={document.id}
                    document={document}
                    onReplace={(file) => onReplace(document, file)}
                    onSupersede={(superseded) => onSupersede(document, superseded)}
                    onDelete={() => setToDelete(document)}
                  />
                ))}
              </ul>
              {data.total_pages > 1 && (
                <div className="flex items-center justify-between gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={query.page <= 1}
                    onClick={() => filters.setPage(query.page - 1)}
                  >
                    {ta("admin.previous")}
                  </Button>
                  <span className="text-sm text-muted-foreground">
                    {ta("admin.kb.pageInfo", { page: query.page, pages: data.total_pages })}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={query.page >= data.total_pages}
                    onClick={() => filters.setPage(query.page + 1)}
                  >
                    {ta("admin.next")}
                  </Button>
                </div>
              )}
            </>
          )
        )}
      </CardContent>
      <DeleteDocumentDialog
        document={toDelete}
        deleting={actions.remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={onDelete}
      />
    </Card>
  );
}
