// One upstream stream read once for two readers: the client, whose pace drives the reads, and the recorder, given every chunk.

/**
 * `[forClient, forRecord]`. Unlike `tee()`, nothing is read ahead of the client: tee's recorder branch pulled the
 * upstream as fast as it came and queued it all for a client that had stopped reading. The recorder's copy gets each
 * chunk as the client does (it reads at once, so its queue stays short), and ends or fails with the client's.
 */
export function tapStream(
  upstream: ReadableStream<Uint8Array>,
): [ReadableStream<Uint8Array>, ReadableStream<Uint8Array>] {
  const reader = upstream.getReader();
  let record!: ReadableStreamDefaultController<Uint8Array>;
  const forRecord = new ReadableStream<Uint8Array>({ start: (controller) => void (record = controller) });
  const forClient = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          record.close();
          return;
        }
        controller.enqueue(value);
        record.enqueue(value);
      } catch (error) {
        controller.error(error);
        record.error(error);
      }
    },
    cancel(reason) {
      record.error(reason);
      return reader.cancel(reason);
    },
  });
  return [forClient, forRecord];
}
