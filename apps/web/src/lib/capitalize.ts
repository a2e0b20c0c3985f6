/** Upper-cases the first letter only; the server stores roles in lower case ("admin" -> "Admin"). */
export function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase("es-CO") + text.slice(1);
}
