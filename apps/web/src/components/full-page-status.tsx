import { Spinner } from "./spinner";

type FullPageStatusProps = {
  message: string;
};

export function FullPageStatus({ message }: FullPageStatusProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-100 p-4">
      <div role="status" className="flex items-center gap-3 text-base text-gray-700">
        <Spinner className="size-5 text-indigo-600" />
        <span>{message}</span>
      </div>
    </main>
  );
}
