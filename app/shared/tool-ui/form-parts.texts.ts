/** Default texts of the tool form parts (form-parts.tsx). */
export const formPartsTexts = {
  remove: "Kaldır",
} as const;
