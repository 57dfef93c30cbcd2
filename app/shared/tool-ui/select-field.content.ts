/** Default texts of the select field (select-field.tsx). */
export const selectFieldTexts = {
  placeholder: "Seçin",
} as const;
