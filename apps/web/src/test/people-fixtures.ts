import type { Client, Employee } from "@inventario/shared/people";

export const laura: Client = {
  id: "01900000-0000-7000-8000-000000000001",
  identification: "1234567890",
  name: "Laura",
  last_name: "Gómez",
  email: "laura@correo.co",
  birthday: "1990-03-05",
  phone_number: "3001234567",
  is_active: true,
};

export const pedro: Client = {
  id: "01900000-0000-7000-8000-000000000002",
  identification: "2234567890",
  name: "Pedro",
  last_name: "Ruiz",
  email: "pedro@correo.co",
  birthday: "1985-12-24",
  phone_number: "3109876543",
  is_active: false,
};

export function asEmployee(person: Client, extra: Partial<Employee> = {}): Employee {
  return { ...person, hired_at: "2024-01-15", role: "vendedor", has_access: true, ...extra };
}
