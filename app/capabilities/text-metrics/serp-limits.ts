/**
 * Characters of a title and a meta description that search results show before cutting them off;
 * the pixel widths that decide it in the end are in pixel-width.ts. Shared by every tool that
 * writes or checks them (meta generator, content writer, live meta check).
 */
export const META_TITLE_LIMIT = 60;
export const META_DESCRIPTION_LIMIT = 155;
