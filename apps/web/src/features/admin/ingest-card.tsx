// 'Ingest Data Directory' card: ingests every supported file of the server's knowledge folder.
import { FolderInput, LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { JobStatus } from "./job-status";
import type { TDocumentIngestion } from "./use-document-ingestion";

export function IngestCard({ ingestion, liveOpen }: { ingestion: TDocumentIngestion; liveOpen: boolean }) {
  const ta = useAdminT();
  const job = ingestion.jobs.directory;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <FolderInput className="size-5 text-primary" aria-hidden />
          {ta("admin.ingestTitle")}
        </CardTitle>
        <CardDescription>{ta("admin.ingestDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Button variant="secondary" onClick={() => void ingestion.ingestDirectory(liveOpen)} disabled={job.busy}>
          {job.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <FolderInput aria-hidden />}
          {job.busy ? ta("admin.ingesting") : ta("admin.ingest")}
        </Button>
        <JobStatus job={job} progressLabel={ta("admin.progress")} />
      </CardContent>
    </Card>
  );
}
