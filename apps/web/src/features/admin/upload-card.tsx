// Upload card: choose or drop several files (each removable, size in Bytes/KB/MB/GB), then Upload.
import { FileText, LoaderCircle, Upload, UploadCloud, X } from "lucide-react";
import { useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useAdminT } from "@/lib/i18n/use-admin-t";
import { ADMIN_UPLOAD_ACCEPT } from "./admin-constants";
import { formatFileSize } from "./file-size";
import { JobStatus } from "./job-status";
import type { TDocumentIngestion } from "./use-document-ingestion";

export function UploadCard({ ingestion, liveOpen }: { ingestion: TDocumentIngestion; liveOpen: boolean }) {
  const ta = useAdminT();
  const [dragging, setDragging] = useState(false);
  const { files, jobs } = ingestion;
  const job = jobs.upload;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    ingestion.addFiles(event.dataTransfer.files);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <UploadCloud className="size-5 text-primary" aria-hidden />
          {ta("admin.uploadTitle")}
        </CardTitle>
        <CardDescription>{ta("admin.uploadDescription")}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <label
          data-testid="upload-dropzone"
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            "flex cursor-pointer flex-col items-center gap-2 rounded-2xl border-2 border-dashed px-4 py-7 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
            dragging ? "border-primary bg-primary-soft" : "border-input bg-muted/40 hover:bg-muted",
          )}
        >
          <Upload className="size-7 text-muted-foreground" aria-hidden />
          <span className="text-sm font-medium">{ta("admin.dropFiles")}</span>
          <span className="rounded-lg bg-card px-3 py-1.5 text-sm font-medium text-primary shadow-xs">
            {ta("admin.chooseFiles")}
          </span>
          <input
            type="file"
            multiple
            accept={ADMIN_UPLOAD_ACCEPT}
            className="sr-only"
            aria-label={ta("admin.chooseFiles")}
            onChange={(event) => {
              if (event.target.files) ingestion.addFiles(event.target.files);
              // The same file can be chosen again after it was removed.
              event.target.value = "";
            }}
          />
        </label>

        {files.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-medium">{ta("admin.selectedFiles", { count: files.length })}</h3>
            <ul className="flex flex-col gap-1.5">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                  className="flex items-center gap-2.5 rounded-xl border border-border px-3 py-2 text-sm"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate" title={file.name}>
                    {file.name}
                  </span>
                  <span className="shrink-0 text-xs tabular-nums text-muted-foreground">
                    {formatFileSize(file.size)}
                  </span>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={job.busy}
                    aria-label={ta("admin.removeFile", { name: file.name })}
                    onClick={() => ingestion.removeFile(index)}
                  >
                    <X aria-hidden />
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <Button onClick={() => void ingestion.upload(liveOpen)} disabled={files.length === 0 || job.busy}>
          {job.busy ? <LoaderCircle className="animate-spin" aria-hidden /> : <Upload aria-hidden />}
          {job.busy ? ta("admin.uploading") : ta("admin.upload")}
        </Button>
        <JobStatus job={job} progressLabel={ta("admin.progress")} />
      </CardContent>
    </Card>
  );
}
