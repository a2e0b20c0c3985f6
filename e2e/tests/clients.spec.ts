import { signIn, test } from "./fixtures";
import { type PeopleScreens, runPersonLifecycle, uniquePerson } from "./people-flow";

const clientScreens: PeopleScreens = {
  listPath: "/dashboard/clients",
  listTitle: "Mis Clientes",
  addButton: "Agregar usuario",
  createTitle: "Agregar nuevo cliente",
  editTitle: "Editar cliente",
  created: "Cliente guardado correctamente",
  updated: "Cliente actualizado correctamente",
  deleted: "Cliente Eliminado correctamente",
  reactivated: "Cliente reactivado correctamente",
  viewTitle: "Editar Cliente",
};

test.describe("clients", () => {
  test("an admin adds, finds, edits, deletes, reactivates and views a client", async ({ page }, testInfo) => {
    // A whole add-to-view scenario with four accessibility scans: past the default 30 s on a busy machine.
    test.slow();
    await signIn(page);
    await runPersonLifecycle(page, clientScreens, uniquePerson(testInfo));
  });
});
