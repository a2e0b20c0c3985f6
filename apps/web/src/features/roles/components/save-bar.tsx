import type { ReactNode } from "react";
import { Button } from "../../../components/button";
import { Spinner } from "../../../components/spinner";

type SaveBarProps = {
  label: string;
  sending: boolean;
  children?: ReactNode;
};

/**
 * The submit button of a long list of permissions, kept in view at the bottom while the list scrolls
 * (it sticks within its form only), so saving never needs a trip back up.
 */
export function SaveBar({ label, sending, children }: SaveBarProps) {
  return (
    <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center justify-end gap-3 border-t border-gray-200 bg-gray-50/95 px-4 py-3 backdrop-blur md:-mx-8 md:px-8">
      {children}
      <Button type="submit" disabled={sending}>
        {sending ? <Spinner /> : null}
        {label}
      </Button>
    </div>
  );
}
