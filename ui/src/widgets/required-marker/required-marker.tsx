import '../form-field/form-field.css';
import { REQUIRED_FIELD_MESSAGE, REQUIRED_FIELDS_LEGEND } from '@portail/domain';

/** The asterisk after a required field's label; the control itself carries `required` for assistive tech. */
export function RequiredMark() {
  return (
    <span className="portal-required-mark" aria-hidden="true">
      {' *'}
    </span>
  );
}

/** '* Les champs signalés par un astérisque sont obligatoires' at the top of a form. */
export function RequiredFieldsLegend() {
  return <p className="portal-required-legend">{REQUIRED_FIELDS_LEGEND}</p>;
}

/** '* saisie obligatoire' marker. */
export function MandatoryEntryText({ id }: { id?: string }) {
  return (
    <span id={id} className="portal-mandatory-entry">
      {REQUIRED_FIELD_MESSAGE}
    </span>
  );
}
