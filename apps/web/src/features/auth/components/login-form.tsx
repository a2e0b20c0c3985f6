import { zodResolver } from "@hookform/resolvers/zod";
import { type LoginInput, loginSchema } from "@inventario/shared/auth";
import { messages } from "@inventario/shared/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "../../../components/button";
import { PasswordToggle } from "../../../components/password-toggle";
import { Spinner } from "../../../components/spinner";
import { TextField } from "../../../components/text-field";
import { ApiRequestError, isAbortError } from "../../../lib/api-error";
import { notifyError } from "../../../lib/notify";
import { sessionStore } from "../../../lib/session-store";
import { useLoginMutation } from "../api/login";

export function LoginForm() {
  const navigate = useNavigate();
  const [passwordVisible, setPasswordVisible] = useState(false);
  const loginMutation = useLoginMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });

  // handleSubmit only calls this once the schema passes, so an invalid form never reaches the network.
  const onSubmit = (values: LoginInput) => {
    loginMutation.mutate(values, {
      onSuccess: (user) => {
        sessionStore.signIn(user);
        navigate("/dashboard", { replace: true });
      },
      onError: (error) => {
        if (isAbortError(error)) return;
        sessionStore.signOut();
        notifyError(error instanceof ApiRequestError ? error.message : messages.login.failed);
      },
    });
  };

  const submitting = loginMutation.isPending;

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5" aria-busy={submitting}>
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="username"
        inputMode="email"
        error={errors.email?.message}
        {...register("email")}
      />
      <TextField
        label="Contraseña"
        type={passwordVisible ? "text" : "password"}
        autoComplete="current-password"
        error={errors.password?.message}
        endAdornment={
          <PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((visible) => !visible)} />
        }
        {...register("password")}
      />
      <Button type="submit" className="w-full" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner />
            <span>Ingresando...</span>
          </>
        ) : (
          "Ingresar"
        )}
      </Button>
    </form>
  );
}
