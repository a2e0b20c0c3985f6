import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitErrorHandler,
  useForm,
} from "react-hook-form";
import { showServerFieldErrors } from "./server-field-errors";

export type SendCallbacks<TSaved> = { onSuccess: (saved: TSaved) => void; onError: (error: unknown) => void };

type ModalFormOptions<TValues extends FieldValues, TPayload, TSaved> = {
  resolver: Resolver<TValues, unknown, TPayload>;
  defaultValues: DefaultValues<TValues>;
  /** The fields whose server messages (400, 409) go under them. */
  fieldNames: readonly Path<TValues>[];
  /** Sends the valid payload through the modal's mutation. */
  send: (payload: TPayload, callbacks: SendCallbacks<TSaved>) => void;
  /** What follows a save: most modals close. */
  onSaved: (saved: TSaved) => void;
  /** What follows a submit the schema refuses, besides the fields' messages (e.g. alertMissingWarehouse). */
  onInvalid?: SubmitErrorHandler<TValues>;
};

/**
 * A modal's form that sends one mutation once the schema passes (an invalid form never reaches the
 * network), then `onSaved`; a refusal puts the server's field messages under their fields and the modal
 * stays, with what was typed. Forms of a page that save in place use useSaveForm (use-save-form.ts).
 */
export function useModalForm<TValues extends FieldValues, TPayload, TSaved = unknown>({
  resolver,
  defaultValues,
  fieldNames,
  send,
  onSaved,
  onInvalid,
}: ModalFormOptions<TValues, TPayload, TSaved>) {
  const { register, control, handleSubmit, setError, setValue, getFieldState, formState } = useForm<
    TValues,
    unknown,
    TPayload
  >({
    resolver,
    defaultValues,
  });
  const onSubmit = handleSubmit(
    (payload) =>
      send(payload, {
        onSuccess: onSaved,
        onError: (error) => showServerFieldErrors(error, fieldNames, setError),
      }),
    onInvalid,
  );
  return { register, control, setValue, getFieldState, errors: formState.errors, onSubmit };
}
