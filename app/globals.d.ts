/** The public origin of the site, fixed at build time (see vite.config.ts and the SITE_URL setting). */
declare const __SITE_URL__: string | undefined;

/** The pages' enhancement script as minified text (scripts/vite-enhance-script.ts). */
declare module "virtual:enhance-script" {
  const code: string;
  export default code;
}

/** Content pages' section-drawing script as minified text (scripts/vite-enhance-script.ts). */
declare module "virtual:deferred-sections-script" {
  const code: string;
  export default code;
}

/** The academy page's date script as minified text (scripts/vite-enhance-script.ts). */
declare module "virtual:academy-dates-script" {
  const code: string;
  export default code;
}
