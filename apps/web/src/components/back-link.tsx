import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { buttonClassName } from "./button";

/** 'Volver …' in a screen's header: a link that looks like the header's other buttons. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={buttonClassName("secondary")}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
