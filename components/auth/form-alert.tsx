/** A form's error, read out as soon as it shows. */
export function FormAlert({ id, message }: { id?: string; message: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-700">
      {message}
    </p>
  );
}
