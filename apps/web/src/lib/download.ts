import { ApiError, getToken } from './api';

/** Saves a Blob as a file through a temporary link; no network call. */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Fetches a file with the session token (when signed in) and saves it under the server's file name. */
export async function fetchAndSave(path: string, failMessage: string): Promise<string> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new ApiError(failMessage, res.status, await res.json().catch(() => undefined));
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'download';
  saveBlob(await res.blob(), name);
  return name;
}
