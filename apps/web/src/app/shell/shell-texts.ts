/** What the shell's own controls say. */
export const shellTexts = {
  openMenu: "Abrir menú",
  closeMenu: "Cerrar menú",
  menu: "Menú",
} as const;
