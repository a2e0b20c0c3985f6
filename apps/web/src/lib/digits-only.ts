import type { UseFormRegisterReturn } from "react-hook-form";

/** What a digits-only box keeps of a text: its digits (a box not registered with a form uses it directly). */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, "");
}

/**
 * Wraps a registered input so anything but digits is dropped as it is typed or pasted (identification,
 * phone): the user sees at once what will be sent instead of learning it from an error.
 */
export function digitsOnly<TName extends string>(
  registration: UseFormRegisterReturn<TName>,
): UseFormRegisterReturn<TName> {
  return {
    ...registration,
    onChange: (event) => {
      const input = event.target as HTMLInputElement;
      const digits = stripNonDigits(input.value);
      if (digits !== input.value) input.value = digits;
      return registration.onChange(event);
    },
  };
}
