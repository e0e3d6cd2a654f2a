import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import type { UploadFileLike } from '@portail/domain';
import { observer } from 'mobx-react-lite';
import { DatePicker } from '../../widgets/date-picker/date-picker.tsx';
import { FormField } from '../../widgets/form-field/form-field.tsx';
import { NirInput } from '../../widgets/nir-input/nir-input.tsx';
import { ToggleButtonGroup } from '../../widgets/toggle-button-group/toggle-button-group.tsx';
import type { RequestFieldSpec } from './request-form.fields.ts';
import type { RequestFormViewModel } from './request-form.view-model.ts';

interface FieldProps {
  readonly field: RequestFieldSpec;
  readonly model: RequestFormViewModel<UploadFileLike>;
  readonly id: string;
  readonly allowMonaco: boolean;
}

/** One field of a request form, drawn from its spec with the shared widgets. */
const RequestField = observer(function RequestField({ field, model, id, allowMonaco }: FieldProps) {
  const error = model.errorOf(field);
  const required = field.required === true;
  switch (field.type) {
    case 'date': {
      const picker = model.dates.get(field.key);
      if (picker === undefined) return null;
      return <DatePicker id={id} label={field.label} model={picker} required={required} error={error} />;
    }
    case 'nir': {
      const nir = model.nirs.get(field.key);
      if (nir === undefined) return null;
      return (
        <NirInput
          id={id}
          model={nir}
          required={required}
          allowMonaco={allowMonaco}
          error={error}
          keyError={model.keyErrorOf(field.key)}
          label={field.label}
        />
      );
    }
    case 'toggle': {
      const text = model.text(field.key);
      return (
        <ToggleButtonGroup
          id={id}
          label={field.label}
          value={text === '' ? null : text === 'true'}
          onChange={(value) => model.set(field.key, String(value))}
          required={required}
          error={error}
        />
      );
    }
    case 'select': {
      const items = model.choices.get(field.key) ?? [];
      return (
        <FormField id={id} label={field.label} required={required} hint={field.hint} error={error}>
          {(control) => (
            <HTMLSelect
              {...control}
              fill
              value={model.text(field.key)}
              onChange={(event) => model.set(field.key, event.currentTarget.value)}
              onBlur={() => model.touch(field.key)}
              options={[
                { value: '', label: 'Choisir…' },
                ...items.map((item) => ({ value: item.code, label: item.libelle })),
              ]}
            />
          )}
        </FormField>
      );
    }
    case 'textarea':
      return (
        <FormField
          id={id}
          label={field.label}
          required={required}
          hint={
            field.hint ??
            (field.maxLength === undefined ? undefined : `${field.maxLength} caractères maximum.`)
          }
          error={error}
        >
          {(control) => (
            <TextArea
              {...control}
              fill
              rows={3}
              maxLength={field.maxLength}
              value={model.text(field.key)}
              onChange={(event) => model.set(field.key, event.currentTarget.value)}
              onBlur={() => model.touch(field.key)}
            />
          )}
        </FormField>
      );
    case 'text':
      return (
        <FormField
          id={id}
          label={field.label}
          required={required}
          hint={field.hint}
          error={error}
          autoComplete={field.autoComplete}
        >
          {(control) => (
            <InputGroup
              {...control}
              inputMode={field.inputMode}
              maxLength={field.maxLength}
              spellCheck={false}
              value={model.text(field.key)}
              onValueChange={(value) => model.set(field.key, value)}
              onBlur={() => model.touch(field.key)}
            />
          )}
        </FormField>
      );
  }
});

/** The visible fields of a request form, in the spec's order; element ids `<prefix>-<key>`. */
export const RequestFormFields = observer(function RequestFormFields({
  model,
  idPrefix,
  allowMonaco,
}: {
  model: RequestFormViewModel<UploadFileLike>;
  idPrefix: string;
  allowMonaco: boolean;
}) {
  return (
    <>
      {model.visibleFields.map((field) => (
        <RequestField
          key={field.key}
          field={field}
          model={model}
          id={`${idPrefix}-${field.key.replaceAll('.', '-')}`}
          allowMonaco={allowMonaco}
        />
      ))}
    </>
  );
});
