// A worker thread of bench/image-abuse.mjs: accounts uploading one image from several clients each until a deadline,
// on an event loop of their own, so that the bench's measuring clients never wait behind the uploads' bytes.
// workerData: { baseUrl, tokens, bytes, type, parallel, deadline, pauseAfterRefusalMs }; posts { status: count }.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, tokens, bytes, type, parallel, deadline, pauseAfterRefusalMs } = workerData;
const answers = {};

async function client(token) {
  while (Date.now() < deadline) {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type }), 'photo');
    const response = await fetch(`${baseUrl}/api/images`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    await response.arrayBuffer();
    answers[response.status] = (answers[response.status] ?? 0) + 1;
    if (response.status !== 201) await new Promise((resolve) => setTimeout(resolve, pauseAfterRefusalMs));
  }
}

await Promise.all(tokens.flatMap((token) => Array.from({ length: parallel }, () => client(token))));
parentPort.postMessage(answers);
