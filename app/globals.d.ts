/** The public origin of the site, fixed at build time (see vite.config.ts and the SITE_URL setting). */
declare const __SITE_URL__: string | undefined;
