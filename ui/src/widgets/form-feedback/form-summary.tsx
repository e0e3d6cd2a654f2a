/** The summary after a refused submission ('Merci de renseigner toutes les données obligatoires.'), announced. */
export function FormSummary({ text }: { text: string | null }) {
  return (
    <div role="alert" className="portal-form-summary-region">
      {text === null ? null : <p className="portal-form-summary">{text}</p>}
    </div>
  );
}
