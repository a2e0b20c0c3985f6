import { Boxes } from "lucide-react";
import { Outlet } from "react-router";

export function AuthLayout() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-100 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-8 shadow-lg sm:p-10 lg:max-w-sm">
        <div className="mb-6 flex items-center gap-2 text-indigo-700">
          <Boxes aria-hidden="true" className="size-7" />
          <span className="text-lg font-semibold tracking-tight">Inventario</span>
        </div>
        <Outlet />
      </div>
    </main>
  );
}
