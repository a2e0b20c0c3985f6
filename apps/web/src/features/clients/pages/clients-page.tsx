import { PeopleListPage } from "../../people/pages/people-list-page";
import { clientsConfig } from "../clients-config";

export function ClientsPage() {
  return <PeopleListPage config={clientsConfig} />;
}
