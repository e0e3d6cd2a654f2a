import { describe, expect, it } from 'vitest';
import { SegmentWriter, type UploadContentSink } from './segment-writer.ts';

/** A sink whose writes finish only when the test says so. */
function manualSink() {
  const writes: { seq: number; bytes: string; done: () => void; fail: (error: Error) => void }[] = [];
  const sink: UploadContentSink = {
    writePart: (_name, seq, bytes) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ seq, bytes: bytes.toString(), done: resolve, fail: reject });
      }),
    discard: async () => undefined,
  };
  return { sink, writes };
}

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('SegmentWriter', () => {
  it('cuts the bytes into segments of the given size, whatever the size of the reads', async () => {
    const written: string[] = [];
    const sink: UploadContentSink = {
      writePart: async (_name, seq, bytes) => void (written[seq] = bytes.toString()),
      discard: async () => undefined,
    };
    const writer = new SegmentWriter(sink, 'a.pdf', 4);
    for (const read of ['ab', 'cdefghij', 'k', 'lm']) await writer.add(Buffer.from(read));
    await writer.finish();
    expect(written).toEqual(['abcd', 'efgh', 'ijkl', 'm']);
  });

  it('keeps reading while one segment is being written, and waits when the next one is full', async () => {
    const { sink, writes } = manualSink();
    const writer = new SegmentWriter(sink, 'a.pdf', 2);
    await writer.add(Buffer.from('ab')); // segment 0 handed over, not durable yet
    let added = false;
    const adding = writer.add(Buffer.from('cd')).then(() => (added = true));
    await tick();
    expect(writes.map((write) => write.seq)).toEqual([0]);
    expect(added).toBe(false); // segment 1 waits for segment 0
    writes[0]?.done();
    await adding;
    expect(writes.map((write) => write.bytes)).toEqual(['ab', 'cd']);
    const finishing = writer.finish();
    await tick();
    writes[1]?.done();
    await finishing;
  });

  it('reports a failed write on the next call instead of losing it', async () => {
    const { sink, writes } = manualSink();
    const writer = new SegmentWriter(sink, 'a.pdf', 2);
    await writer.add(Buffer.from('ab'));
    writes[0]?.fail(new Error('base indisponible'));
    await expect(writer.add(Buffer.from('cd'))).rejects.toThrow('base indisponible');
  });

  it('reports a failed last write from finish', async () => {
    const { sink, writes } = manualSink();
    const writer = new SegmentWriter(sink, 'a.pdf', 8);
    await writer.add(Buffer.from('abc'));
    const finishing = writer.finish();
    await tick();
    writes[0]?.fail(new Error('base indisponible'));
    await expect(finishing).rejects.toThrow('base indisponible');
  });

  it('lets a request being given up wait for the write in flight without throwing', async () => {
    const { sink, writes } = manualSink();
    const writer = new SegmentWriter(sink, 'a.pdf', 2);
    await writer.add(Buffer.from('abc'));
    expect(writer.started).toBe(true);
    const abandoning = writer.abandon();
    writes[0]?.fail(new Error('base indisponible'));
    await expect(abandoning).resolves.toBeUndefined();
    expect(writes).toHaveLength(1); // the buffered 'c' is dropped
  });
});
