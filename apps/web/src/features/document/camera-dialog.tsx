// The camera capture modal: the back camera at 640x480 (spec §9), one frame taken as JPEG at
// quality 0.9. The camera is released (every track stopped) as soon as the modal closes.
import type { TUiKey } from "@sachiv/content";
import { Camera, LoaderCircle, RotateCcw } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "@/components/ui/dialog";
import { useT } from "@/lib/i18n/use-language";
import { cameraErrorKey } from "./document-errors";

const CAMERA_JPEG_QUALITY = 0.9;
const CAMERA_DEFAULT_WIDTH = 640;
const CAMERA_DEFAULT_HEIGHT = 480;

type TCameraStatus = { kind: "starting" } | { kind: "ready" } | { kind: "error"; key: TUiKey };

/** A video frame as a JPEG data URL at the spec's quality. */
export function captureFrame(video: HTMLVideoElement): string {
  const canvas = document.createElement("canvas");
  canvas.width = video.videoWidth || CAMERA_DEFAULT_WIDTH;
  canvas.height = video.videoHeight || CAMERA_DEFAULT_HEIGHT;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D canvas");
  context.drawImage(video, 0, 0, canvas.width, canvas.height);
  const dataUrl = canvas.toDataURL("image/jpeg", CAMERA_JPEG_QUALITY);
  if (!dataUrl.startsWith("data:image/jpeg;base64,")) throw new Error("JPEG encoding failed");
  return dataUrl;
}

export function CameraDialog({
  open,
  onOpenChange,
  onCapture,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCapture: (dataUrl: string) => void;
}) {
  const tr = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogTitle>{tr("camera.title")}</DialogTitle>
        <DialogDescription>{tr("camera.description")}</DialogDescription>
        {/* Mounted only while open: every opening starts the camera afresh, closing releases it. */}
        <CameraView onCapture={onCapture} onClose={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function isCameraSupported(): boolean {
  return typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function";
}

function CameraView({ onCapture, onClose }: { onCapture: (dataUrl: string) => void; onClose: () => void }) {
  const tr = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<TCameraStatus>(() =>
    isCameraSupported() ? { kind: "starting" } : { kind: "error", key: "camera.unavailable" },
  );
  const [attempt, setAttempt] = useState(0);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    if (!isCameraSupported()) return;
    let cancelled = false;
    const start = async () => {
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: {
            facingMode: { ideal: "environment" },
            width: { ideal: CAMERA_DEFAULT_WIDTH },
            height: { ideal: CAMERA_DEFAULT_HEIGHT },
          },
        });
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        if (!cancelled) setStatus({ kind: "ready" });
      } catch (error) {
        if (!cancelled) setStatus({ kind: "error", key: cameraErrorKey(error) });
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop();
    };
  }, [attempt, stop]);

  const onRetry = () => {
    setStatus(isCameraSupported() ? { kind: "starting" } : { kind: "error", key: "camera.unavailable" });
    setAttempt((n) => n + 1);
  };

  const onTake = () => {
    const video = videoRef.current;
    try {
      if (!video || status.kind !== "ready") throw new Error("Camera not ready");
      const dataUrl = captureFrame(video);
      stop();
      onCapture(dataUrl);
      onClose();
    } catch {
      toast.error(tr("camera.captureFailed"));
    }
  };

  return (
    <>
      <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-black">
        <video
          ref={videoRef}
          aria-label={tr("camera.videoLabel")}
          className="size-full object-contain"
          playsInline
          muted
          autoPlay
        />
        {status.kind === "starting" && (
          <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <LoaderCircle className="size-5 animate-spin motion-reduce:animate-none" aria-hidden />
            {tr("camera.starting")}
          </p>
        )}
      </div>
      {status.kind === "error" && <Alert tone="error">{tr(status.key)}</Alert>}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {tr("camera.close")}
        </Button>
        {status.kind === "error" ? (
          <Button variant="secondary" onClick={onRetry}>
            <RotateCcw aria-hidden />
            {tr("camera.retry")}
          </Button>
        ) : (
          <Button onClick={onTake} disabled={status.kind !== "ready"}>
            <Camera aria-hidden />
            {tr("camera.capture")}
          </Button>
        )}
      </DialogFooter>
    </>
  );
}
