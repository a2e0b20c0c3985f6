import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A form keeps what the user typed as text, while the shared schema describes the payload (numbers,
 * nulls). This resolver converts first and then validates with the very schema the server applies, so the
 * messages under the fields are the server's own and the submit handler receives the payload ready to send.
 * The schema's field names must be the form's, so each message lands under its field.
 */
export function convertingResolver<TValues extends FieldValues, TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  // What the conversion yields is exactly what the schema is there to check, hence `unknown`.
  convert: (values: TValues) => unknown,
): Resolver<TValues, unknown, z.output<TSchema>> {
  const validate = zodResolver(schema) as unknown as Resolver<z.input<TSchema>, unknown, z.output<TSchema>>;
  return (values, context, options) =>
    validate(convert(values) as z.input<TSchema>, context, options as never) as ReturnType<
      Resolver<TValues, unknown, z.output<TSchema>>
    >;
}
