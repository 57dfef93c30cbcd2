import { Play } from "lucide-react";
import type { VideoEmbed } from "~/shared/content-types";
import { cn } from "~/shared/cn";
import { VIDEO_FACADE_TEXT } from "~/shared/sections.content";

export const VIDEO_EMBED_ORIGIN = "https://www.youtube-nocookie.com";

export function videoEmbedUrl(youtubeId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

/**
 * A local poster and a play button; the YouTube iframe (privacy-enhanced domain) is created only
 * after a click (app/enhance/video-facade.ts), so the page loads no third-party byte until the
 * visitor asks for the video.
 */
export function VideoFacade({ video, className, priority = false }: { video: VideoEmbed; className?: string; priority?: boolean }) {
  return (
    <div className={cn("space-y-2", className)}>
      <div
        data-video-embed={videoEmbedUrl(video.youtubeId)}
        data-video-title={video.title}
        className="relative aspect-video overflow-hidden rounded-2xl bg-slate-900 shadow-xl ring-1 ring-slate-900/10"
      >
        <img
          data-video-poster=""
          src={video.poster.src}
          alt={video.poster.alt}
          width={video.poster.width}
          height={video.poster.height}
          fetchPriority={priority ? "high" : undefined}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
        <button
          type="button"
          data-video-play=""
          className="group absolute inset-0 flex items-center justify-center focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-white"
        >
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white/80 transition-transform group-hover:scale-110 sm:size-20">
            <Play aria-hidden="true" className="ml-1 size-7 fill-current sm:size-8" />
          </span>
          <span className="sr-only">{VIDEO_FACADE_TEXT.play(video.title)}</span>
        </button>
      </div>
      <p className="text-sm text-slate-700">{VIDEO_FACADE_TEXT.privacyNote}</p>
    </div>
  );
}
