import type { BffCall } from './call';
import { interpretAnswer, networkError } from './envelope';

const TIMEOUT_MS = 120_000;

/**
 * Sends a call whose JSON body is large (images as data URLs) and reports how much of it has gone up, 0 to 1:
 * `fetch` cannot tell upload progress, XMLHttpRequest can. Same headers and answer handling as `send`.
 */
export function sendWithProgress<T>(call: BffCall<T>, onProgress: (fraction: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(call.method, call.path);
    xhr.timeout = TIMEOUT_MS;
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF', '1');
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      try {
        resolve(interpretAnswer({ status: xhr.status, retryAfter: xhr.getResponseHeader('Retry-After'), body: xhr.responseText }, call.parse, call.bare));
      } catch (err) {
        reject(err);
      }
    };
    const failed = () => reject(networkError(new Error(`upload ${call.path} failed`)));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.send(JSON.stringify(call.body ?? {}));
  });
}
