import { useDocumentTitle } from "../../../lib/use-document-title";
import { LoginForm } from "../components/login-form";

export function LoginPage() {
  useDocumentTitle("Iniciar sesión");
  return (
    <>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight text-gray-900">Iniciar sesión</h1>
      <LoginForm />
    </>
  );
}
