/**
 * The few IndexedDB calls the app's two databases share (the saved data, decision 144, and the
 * outbox, decision 146): open once and reuse, let another tab upgrade or delete, and turn requests
 * and transactions into promises.
 */

/**
 * Opens database `name` (version 1), creating its one store with `createStore` on first use. The
 * open is reused; another tab's upgrade or deletion closes it, and the next call opens it again.
 */
export function opener(name: string, createStore: (db: IDBDatabase) => void): () => Promise<IDBDatabase> {
  let opening: Promise<IDBDatabase> | undefined;
  return () => {
    if (opening) return opening;
    opening = new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => createStore(request.result);
      request.onsuccess = () => {
        const db = request.result;
        db.onversionchange = () => {
          db.close();
          opening = undefined;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
      request.onblocked = () => reject(new Error(`${name} is in use by another tab`));
    });
    opening.catch(() => {
      opening = undefined;
    });
    return opening;
  };
}

/** Resolves once `transaction` is committed; rejects when it fails or is aborted. */
export function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('The change was not written'));
  });
}

/** The result of one request. */
export function result<T>(request: IDBRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result as T);
    request.onerror = () => reject(request.error);
  });
}
