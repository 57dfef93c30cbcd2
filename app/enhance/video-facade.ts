/**
 * Video facades (sections/video-facade.tsx): `[data-video-embed="URL"]` holds a poster
 * (`[data-video-poster]`) and a play button (`[data-video-play]`). The click replaces both with
 * the player, so no byte comes from YouTube before the visitor asks for the video.
 */
export function initVideoFacades(): void {
  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element)) return;
    const play = event.target.closest("[data-video-play]");
    const facade = play?.closest<HTMLElement>("[data-video-embed]");
    if (!play || !facade?.dataset.videoEmbed) return;
    const frame = document.createElement("iframe");
    frame.src = facade.dataset.videoEmbed;
    frame.title = facade.dataset.videoTitle ?? "";
    frame.allow = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";
    frame.referrerPolicy = "strict-origin-when-cross-origin";
    frame.allowFullscreen = true;
    frame.className = "absolute inset-0 size-full border-0";
    facade.querySelector("[data-video-poster]")?.remove();
    play.remove();
    facade.append(frame);
    // The button vanished with the click: keyboard focus goes to the player.
    frame.focus();
  });
}
