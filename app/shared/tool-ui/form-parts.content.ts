/** Default texts of the tool form parts (form-parts.tsx). */
export const formPartsTexts = {
  remove: "Kaldır",
  moveUp: "Yukarı taşı",
  moveDown: "Aşağı taşı",
} as const;
