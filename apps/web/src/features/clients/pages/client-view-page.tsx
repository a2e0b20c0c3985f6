import { PersonViewPage } from "../../people/pages/person-view-page";
import { clientsConfig } from "../clients-config";

export function ClientViewPage() {
  return <PersonViewPage config={clientsConfig} />;
}
