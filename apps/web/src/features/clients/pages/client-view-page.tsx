import { PersonViewPage } from "../../../components/people/person-view-page";
import { clientsConfig } from "../clients-config";

export function ClientViewPage() {
  return <PersonViewPage config={clientsConfig} />;
}
