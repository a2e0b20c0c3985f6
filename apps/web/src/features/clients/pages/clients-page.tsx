import { PeopleListPage } from "../../../components/people/people-list-page";
import { clientsConfig } from "../clients-config";

export function ClientsPage() {
  return <PeopleListPage config={clientsConfig} />;
}
