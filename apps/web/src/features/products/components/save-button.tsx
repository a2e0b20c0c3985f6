import { Save } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";

type SaveButtonProps = {
  /** The save is on its way: the button waits, so a second press cannot send it twice. */
  pending: boolean;
  children: ReactNode;
};

/** The submit button of a form on the page (not in a modal), at the form's bottom right. */
export function SaveButton({ pending, children }: SaveButtonProps) {
  return (
    <div className="mt-4 flex justify-end">
      <Button type="submit" disabled={pending}>
        {pending ? <Spinner /> : <Save aria-hidden="true" className="size-4" />}
        {children}
      </Button>
    </div>
  );
}
