import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * Wraps a registered input so what is typed or pasted is rewritten at once by `transform`: the user sees
 * the value that will be stored instead of learning about it from an error. When the rewrite keeps the
 * length, the caret stays where it was, so editing the middle of a code does not jump to its end.
 */
export function transformInput<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
  transform: (value: string) => string,
): UseFormRegisterReturn<TName> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const next = transform(input.value);
      if (next !== input.value) {
        const { selectionStart, selectionEnd } = input;
        const sameLength = next.length === input.value.length;
        input.value = next;
        if (sameLength && selectionStart !== null && selectionEnd !== null) {
          input.setSelectionRange(selectionStart, selectionEnd);
        }
      }
      return registration.onChange(event);
    },
  };
}

/** SKU, unit and lot number are stored in capitals (SPEC §5), so they are shown that way as typed. */
export function upperCased<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
): UseFormRegisterReturn<TName> {
  return transformInput(registration, (value) => value.toUpperCase());
}
