/**
 * YouTube IDs of the agency's videos, played through the click-to-load facade from
 * www.youtube-nocookie.com. The defaults point to YouTube's public embed demo video so the
 * players work out of the box; replace them with the agency's own uploads before going live.
 */
export const VIDEO_IDS = {
  webDesign: "M7lc1UVf-VE",
  seo: "M7lc1UVf-VE",
  showreel: "M7lc1UVf-VE",
} as const;
