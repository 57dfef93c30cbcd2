/** Content entities of docs/requirements.md R3, shared by every page's typed content module. */

/** Names of lucide-react icons used by content; resolved in app/shared/icons/content-icon.tsx. */
export type IconName =
  | "monitor"
  | "search"
  | "megaphone"
  | "share"
  | "users"
  | "video"
  | "chart"
  | "target"
  | "shield"
  | "zap"
  | "heart"
  | "award"
  | "clock"
  | "smartphone"
  | "shopping-cart"
  | "pen"
  | "camera"
  | "message"
  | "globe"
  | "lightbulb"
  | "trending-up"
  | "check";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Stat {
  /** Display figure, e.g. "150+", "%98". */
  number: string;
  label: string;
}

export interface ServiceCard {
  icon: IconName;
  title: string;
  description: string;
  features: readonly string[];
  link: string;
}

export interface Package {
  name: string;
  /** Turkish lira, one-off. */
  price: number;
  durationLabel: string;
  features: readonly string[];
  popular: boolean;
}

export interface ProcessStep {
  step: number;
  title: string;
  description: string;
  details: readonly string[];
  duration: string;
}

export interface CaseStudy {
  title: string;
  category: string;
  improvement: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
  metrics: Readonly<Record<string, string>>;
}

export interface Value {
  icon: IconName;
  title: string;
  description: string;
}

export interface ClientLogo {
  name: string;
  logo: string;
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/* ---- Service and home pages (added with the "Home and service pages" issue) ---- */

/** A local image with its intrinsic size (no layout shift) and a Turkish alternative text. */
export interface ImageAsset {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** A YouTube video shown through a click-to-load facade; the poster is a local file. */
export interface VideoEmbed {
  youtubeId: string;
  /** Title of the iframe and the play button's label. */
  title: string;
  poster: ImageAsset;
}

/** Heading and optional lead paragraph of a page section. */
export interface SectionCopy {
  title: string;
  intro?: string;
}

/** A service card whose link is optional (sub-services on a service page have none). */
export interface ServiceItem {
  icon: IconName;
  /** Shows the platform's mark instead of the icon (Facebook, Instagram, LinkedIn, ...). */
  network?: "instagram" | "linkedin" | "youtube" | "x" | "facebook";
  title: string;
  description: string;
  features: readonly string[];
  link?: string;
}

/** A benefit, goal, advantage or tool: icon, title and one or two sentences. */
export interface FeatureItem {
  icon?: IconName;
  title: string;
  description: string;
  link?: { href: string; label: string };
}

/** A named group of short items (technologies, equipment). */
export interface ItemGroup {
  title: string;
  description?: string;
  items: readonly string[];
}

/** A sub-heading with paragraphs and an optional bullet list (guide text). */
export interface TextBlock {
  heading: string;
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface ProseContent extends SectionCopy {
  paragraphs: readonly string[];
  bullets?: readonly string[];
}

export interface GuideContent extends SectionCopy {
  blocks: readonly TextBlock[];
}

/** A closing call to action; its button opens WhatsApp with `message` prefilled. */
export interface CallToAction {
  title: string;
  text: string;
  buttonLabel: string;
  message: string;
}

export interface HeroContent {
  /** Short check-marked selling points under the introduction. */
  highlights?: readonly string[];
  /** Primary button: WhatsApp with a prefilled message. */
  primary: { label: string; message: string };
  /** Secondary button: an in-page anchor or a route. */
  secondary?: { label: string; href: string };
  video?: VideoEmbed;
  /** Shown beside the text when the page has no video. */
  illustration?: ImageAsset;
}

export interface Promotion {
  discountPercent: number;
  title: string;
  text: string;
}

/** A price package with the text of its button and the WhatsApp message naming it. */
export interface OfferedPackage extends Package {
  summary: string;
  ctaLabel: string;
  message: string;
}

/** How pricing works and how to start, for services without fixed prices. */
export interface EngagementContent extends SectionCopy {
  paragraphs: readonly string[];
  stepsTitle: string;
  steps: readonly string[];
}
