/** A file the server has stored after an upload (spec §3). */
export interface UploadedFile {
  /** Name given by the server (e.g. fileNames[0].remoteFileName). */
  readonly remoteFileName: string;
  /** Original name on the member's device. */
  readonly localFileName: string;
  /** Size in bytes. */
  readonly size: number;
  /** Name of the form input the file belongs to. */
  readonly inputName: string;
}
