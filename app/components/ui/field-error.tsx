/** A field's validation message, announced with the field through aria-describedby (set by Conform). */
export function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-destructive">
      {errors[0]}
    </p>
  );
}
