// The report bench's client (report-bench.ts), in a thread of its own as a browser is a process of its own:
// for each call posted to it, a POST over a loopback socket, timed from the request's first byte until the
// answer's last byte has arrived; then the status, the time and the body (joined after the timing) posted
// back. A bare socket rather than `fetch`: Node's fetch (undici) spends about 60 ms more of the machine's two
// cores taking in a 19 MB answer (unpaged call ×1.56 instead of ×1.19 in the same hour), which is the client's
// work, not the server's; a browser's network stack is native code.
import { connect } from 'node:net';
import { parentPort } from 'node:worker_threads';

/**
 * One call: the answer's status, the time to its last byte in ms, and its body, joined after the timing into a
 * buffer of its own, which is handed to the bench without another copy.
 */
function post({ port, path, token, body }) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks = [];
    let received = 0;
    /** The status and the body's length, once the head has arrived. */
    let answer;
    let start;
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      received += chunk.length;
      if (!answer) {
        const head = Buffer.concat(chunks);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const text = head.toString('latin1', 0, end);
        const length = /\r\ncontent-length: *(\d+)/i.exec(text)?.[1];
        if (!length) return reject(new Error(`an answer without its length: ${text}`));
        answer = { status: Number(text.split(' ')[1]), length: Number(length) };
        chunks.splice(0, chunks.length, head.subarray(end + 4));
        received -= end + 4;
      }
      if (received >= answer.length) {
        const elapsed = performance.now() - start;
        socket.destroy();
        const joined = Buffer.allocUnsafeSlow(received);
        let at = 0;
        for (const part of chunks) at += part.copy(joined, at);
        resolve({ status: answer.status, elapsed, body: joined });
      }
    });
    socket.on('error', reject);
    socket.on('connect', () => {
      start = performance.now();
      socket.write(
        `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ntoken: ${token}\r\ncontent-type: application/json\r\n` +
          `content-length: ${Buffer.byteLength(payload)}\r\nconnection: close\r\n\r\n${payload}`,
      );
    });
  });
}

// Calls run side by side, each answered with its id.
parentPort.on('message', ({ id, ...call }) => {
  post(call).then(
    ({ status, elapsed, body }) =>
      parentPort.postMessage({ id, status, elapsed, body: body.buffer }, [body.buffer]),
    (error) => parentPort.postMessage({ id, error: String(error) }),
  );
});
