/**
 * The uploads bench's attackers, in a worker thread of their own (see
 * bench/uploads-under-load.ts): download loops of one URL and, if asked,
 * anonymous uploaders posting 42 MB multipart bodies over and over. In the
 * measuring thread, the clients' own work would delay /about's answers and
 * count as the server's. Posts 'started', then, once told to stop, how many
 * downloads and posts ended.
 */
import http from 'node:http'
import os from 'node:os'
import { parentPort, workerData } from 'node:worker_threads'
import { postMultipart } from '../tests/e2e/multipart-post.ts'

const { url, downloadLoops, uploaders } = workerData as {
  url: string
  downloadLoops: number
  uploaders: number
}
// The attackers stand for clients on other machines; here they share the bench's two cores with
// the server they attack. Niceness is per thread on Linux: this lowers this worker's thread only,
// so the server and the measuring client keep theirs (UPLOADS_BENCH_CLIENTS_NICE=0: as before).
os.setPriority(Number(process.env.UPLOADS_BENCH_CLIENTS_NICE ?? 19))

let running = true
const ended = { downloads: 0, posts: 0 }
parentPort!.once('message', () => (running = false))

/** Reads the body and drops each piece as it comes, as a browser writing to disk would. */
const download = () =>
  new Promise((resolve, reject) =>
    http
      .get(url, (response) =>
        response
          .on('data', () => {})
          .on('end', resolve)
          .on('error', reject),
      )
      .on('error', reject),
  )

const loop = async (step: () => Promise<unknown>, counter: keyof typeof ended) => {
  while (running) {
    await step()
    ended[counter] += 1
  }
}
const loops = [
  ...Array.from({ length: downloadLoops }, () => loop(download, 'downloads')),
  ...Array.from({ length: uploaders }, () =>
    loop(() => postMultipart(new URL(url).origin, '/api/uploads', 42_000_000), 'posts'),
  ),
]
parentPort!.postMessage('started')
await Promise.all(loops)
parentPort!.postMessage(ended)
