import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Wraps a registered input so what is typed or pasted shows in capitals at once (SKU, unit, lot number):
 * the user sees the value that will be stored. The caret stays where it was, so editing the middle of a
 * code does not jump to its end.
 */
export function upperCased<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
): UseFormRegisterReturn<TName> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const upper = input.value.toUpperCase();
      if (upper !== input.value) {
        const { selectionStart, selectionEnd } = input;
        input.value = upper;
        // Upper-casing keeps the length of every Spanish letter, so the old caret position still fits.
        if (selectionStart !== null && selectionEnd !== null) input.setSelectionRange(selectionStart, selectionEnd);
      }
      return registration.onChange(event);
    },
  };
}
