import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from "react-hook-form";
import { showServerFieldErrors } from "./server-field-errors";

type SaveCallbacks<TSaved> = { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void };

type SaveFormOptions<TValues extends FieldValues, TPayload, TSaved> = {
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: TValues;
  /** The fields whose server messages (400, 409) go under them. */
  fieldNames: readonly Path<TValues>[];
  /** Sends the valid payload through the form's mutation. */
  save: (payload: TPayload, callbacks: SaveCallbacks<TSaved>) => void;
  /** What the form holds once saved: the stored values, no longer "changed". */
  savedValues: (payload: TPayload, saved: TSaved) => TValues;
  /** Anything else a save changes on the form (a shown password hidden again). */
  onSaved?: (saved: TSaved) => void;
};

/** A form of the page (not a modal) that saves in place and stays, showing what was stored. */
export function useSaveForm<TValues extends FieldValues, TPayload, TSaved>({
  resolver,
  defaultValues,
  fieldNames,
  save,
  savedValues,
  onSaved,
}: SaveFormOptions<TValues, TPayload, TSaved>) {
  const { register, control, handleSubmit, reset, setError, formState } = useForm<TValues, unknown, TPayload>({
    resolver,
    // Every field has a value, which is more than DefaultValues asks for; TypeScript cannot see it generically.
    defaultValues: defaultValues as DefaultValues<TValues>,
  });
  const onSubmit = handleSubmit((payload) =>
    save(payload, {
      onSuccess: (saved) => {
        reset(savedValues(payload, saved));
        onSaved?.(saved);
      },
      onError: (error) => showServerFieldErrors(error, fieldNames, setError),
    }),
  );
  // `control` for the fields the form controls itself (a FormDateField) and for watching a value.
  return { register, control, errors: formState.errors, onSubmit };
}
