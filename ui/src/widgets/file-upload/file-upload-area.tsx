import './file-upload.css';
import { Button, Classes } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useRef } from 'react';
import type { ChangeEvent, DragEvent } from 'react';
import type { UploadFileLike } from '@portail/domain';
import { RequiredMark } from '../required-marker/required-marker.tsx';
import type { FileUploadRow } from './file-upload-rows.ts';
import type { FileUploadViewModel } from './file-upload.view-model.ts';

export interface FileUploadAreaProps {
  readonly id: string;
  readonly label: string;
  readonly model: FileUploadViewModel<File & UploadFileLike>;
}

function filesOf(list: FileList | null): File[] {
  return list === null ? [] : Array.from(list);
}

const ProgressBar = function ProgressBar({ row }: { row: FileUploadRow }) {
  return (
    <div
      className="portal-upload-progress"
      role="progressbar"
      aria-label={`Progression du téléversement de ${row.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={row.progress}
      aria-valuetext={`${row.progress} %`}
    >
      <div className="portal-upload-progress-value" style={{ width: `${row.progress}%` }} />
    </div>
  );
};

const UploadRow = observer(function UploadRow({
  row,
  model,
}: {
  row: FileUploadRow;
  model: FileUploadAreaProps['model'];
}) {
  return (
    <li className={`portal-upload-item portal-upload-item-${row.status}`} data-status={row.status}>
      <div className="portal-upload-item-head">
        <span className="portal-upload-item-name">{row.name}</span>
        <span className="portal-upload-item-size">{row.size}</span>
      </div>
      {row.showProgress ? <ProgressBar row={row} /> : null}
      <div className="portal-upload-item-status">
        {row.failureMessage === null ? null : (
          <span className="portal-upload-item-failure">{row.failureMessage} </span>
        )}
        <span>{row.statusText}</span>
      </div>
      <div className="portal-upload-item-actions">
        {row.canCancel ? (
          <Button size="small" variant="outlined" onClick={() => model.cancel(row.id)}>
            Annuler<span className="portal-visually-hidden"> le téléversement de {row.name}</span>
          </Button>
        ) : null}
        {row.canRetry ? (
          <Button size="small" intent="primary" variant="outlined" onClick={() => model.retry(row.id)}>
            Téléverser à nouveau<span className="portal-visually-hidden"> {row.name}</span>
          </Button>
        ) : null}
        {row.canRemove ? (
          <Button size="small" variant="minimal" onClick={() => model.remove(row.id)}>
            Supprimer<span className="portal-visually-hidden"> {row.name}</span>
          </Button>
        ) : null}
      </div>
    </li>
  );
});

/**
 * The file upload area (spec §9): a drop zone with a file-picker button (multiple when the queue limit is
 * above 1), the limits, the list of files with an accessible progress bar each, cancel / re-upload / remove
 * buttons, the refused files, the field hint or error, and a polite live region announcing every step.
 */
export const FileUploadArea = observer(function FileUploadArea({ id, label, model }: FileUploadAreaProps) {
  const input = useRef<HTMLInputElement>(null);
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const { error, hint } = model;
  const describedBy = [
    descriptionId,
    error === null && hint !== undefined ? hintId : null,
    error === null ? null : errorId,
  ]
    .filter(Boolean)
    .join(' ');

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    model.setDragActive(false);
    model.add(filesOf(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    if (!model.dragActive) model.setDragActive(true);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    model.add(filesOf(event.target.files));
    event.target.value = '';
  };

  return (
    <div className={`portal-upload${error === null ? '' : ' portal-upload-invalid'}`}>
      <div id={labelId} className={`${Classes.LABEL} portal-upload-label`}>
        {label}
        {model.required ? <RequiredMark /> : null}
      </div>
      <div
        className={`portal-upload-dropzone${model.dragActive ? ' portal-upload-dropzone-active' : ''}`}
        data-testid={`${id}-dropzone`}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => model.setDragActive(false)}
        onDrop={onDrop}
      >
        <span aria-hidden="true">{model.prompt.dropText}</span>
        <Button
          id={id}
          intent="primary"
          variant="outlined"
          aria-labelledby={`${labelId} ${id}`}
          aria-describedby={describedBy}
          aria-invalid={error === null ? undefined : true}
          onClick={() => input.current?.click()}
        >
          {model.prompt.buttonText}
        </Button>
        <input
          ref={input}
          type="file"
          className="portal-upload-input"
          tabIndex={-1}
          aria-hidden="true"
          multiple={model.multiple}
          accept={model.accept === '' ? undefined : model.accept}
          onChange={onChange}
        />
      </div>
      <div id={descriptionId} className="portal-upload-description">
        {model.sentences.map((sentence) => (
          <p key={sentence}>{sentence}</p>
        ))}
      </div>
      {model.rejections.length === 0 ? null : (
        <ul className="portal-upload-rejections" role="alert">
          {model.rejections.map((rejection) => (
            <li key={rejection.fileName}>
              <strong>{rejection.fileName}</strong> : {rejection.messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
      {model.rows.length === 0 ? null : (
        <ul className="portal-upload-list" aria-label={`Fichiers joints : ${label}`}>
          {model.rows.map((row) => (
            <UploadRow key={row.id} row={row} model={model} />
          ))}
        </ul>
      )}
      {error === null ? (
        hint === undefined ? null : (
          <div id={hintId} className={`${Classes.FORM_HELPER_TEXT} portal-upload-hint`}>
            {hint}
          </div>
        )
      ) : (
        <div id={errorId} className="portal-field-error">
          {error}
        </div>
      )}
      <div className="portal-visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        <span key={model.announcementSequence}>{model.announcement}</span>
      </div>
    </div>
  );
});
