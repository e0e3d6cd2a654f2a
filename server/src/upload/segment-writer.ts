/** Durable storage of a file's segments while it arrives (the database in the server, an array in tests). */
export interface UploadContentSink {
  /** Writes segment `seq` (0, 1, 2…) of the file to be stored as `remoteFileName`; resolves once it is durable. */
  writePart(remoteFileName: string, seq: number, bytes: Buffer): Promise<void>;
  /** Deletes every segment written for these files (a refused or failed request keeps nothing). */
  discard(remoteFileNames: readonly string[]): Promise<void>;
}

/** Segment size: large enough that a 20 MiB file is 20 statements, small enough to start writing early. */
export const SEGMENT_BYTES = 1024 * 1024;

/**
 * Cuts one file's bytes into segments of `segmentBytes` and writes each through the sink as soon as it is full,
 * while the next one fills: at most one write in flight, so the request body keeps arriving during a write and
 * the memory held for writing stays at two segments. `add` resolves at once unless a full segment has to wait
 * for the previous write (backpressure); a failed write is thrown by the next `add` or by `finish`.
 */
export class SegmentWriter {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private seq = 0;
  private inFlight: Promise<void> | null = null;
  private failure: { readonly error: unknown } | null = null;
  private readonly sink: UploadContentSink;
  private readonly remoteFileName: string;
  private readonly segmentBytes: number;

  constructor(sink: UploadContentSink, remoteFileName: string, segmentBytes: number = SEGMENT_BYTES) {
    this.sink = sink;
    this.remoteFileName = remoteFileName;
    this.segmentBytes = segmentBytes;
  }

  /** Whether a segment was handed to the sink (something may have to be discarded). */
  get started(): boolean {
    return this.seq > 0;
  }

  async add(chunk: Buffer): Promise<void> {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (this.buffered >= this.segmentBytes) {
      const all = Buffer.concat(this.chunks, this.buffered);
      const segment = all.subarray(0, this.segmentBytes);
      const rest = all.subarray(this.segmentBytes);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
      await this.write(segment);
    }
  }

  /** Writes the last, partial segment and waits until every segment is durable. */
  async finish(): Promise<void> {
    if (this.buffered > 0) {
      const last = Buffer.concat(this.chunks, this.buffered);
      this.chunks = [];
      this.buffered = 0;
      await this.write(last);
    }
    await this.settle();
  }

  /** Waits for the write in flight, if any, without throwing (the request is being given up). */
  async abandon(): Promise<void> {
    this.chunks = [];
    this.buffered = 0;
    await this.inFlight;
  }

  private async write(segment: Buffer): Promise<void> {
    await this.settle();
    const seq = this.seq;
    this.seq += 1;
    this.inFlight = this.sink.writePart(this.remoteFileName, seq, segment).catch((error: unknown) => {
      this.failure = { error };
    });
  }

  private async settle(): Promise<void> {
    await this.inFlight;
    this.inFlight = null;
    if (this.failure !== null) throw this.failure.error;
  }
}
