// The network boundary of uploads with progress: a stand-in XMLHttpRequest whose requests a test sees, moves on
// (upload progress) and answers, as mockFetch does for fetch.

export interface FakeXhrRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number): void;
  /** Answers with a JSON body. */
  respond(status: number, body: unknown): void;
}

type Listener = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

class FakeXMLHttpRequest {
  static requests: FakeXhrRequest[] = [];
  static onSend: ((request: FakeXhrRequest) => void) | undefined;
  upload: { onprogress: Listener } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  abort() {
    this.onabort?.();
  }

  send(body: unknown) {
    const request: FakeXhrRequest = {
      method: this.method,
      url: this.url,
      headers: this.headers,
      body,
      progress: (loaded, total) => this.upload.onprogress?.({ lengthComputable: true, loaded, total }),
      respond: (status, answer) => {
        this.status = status;
        this.responseText = JSON.stringify(answer);
        this.onload?.();
      },
    };
    FakeXMLHttpRequest.requests.push(request);
    FakeXMLHttpRequest.onSend?.(request);
  }
}

/**
 * Replaces XMLHttpRequest until `restore`; `onSend` may answer each request at once (else the test answers them
 * from `requests`).
 */
export function installFakeXhr(onSend?: (request: FakeXhrRequest) => void): {
  requests: FakeXhrRequest[];
  restore(): void;
} {
  const original = global.XMLHttpRequest;
  FakeXMLHttpRequest.requests = [];
  FakeXMLHttpRequest.onSend = onSend;
  global.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
  return {
    requests: FakeXMLHttpRequest.requests,
    restore: () => {
      global.XMLHttpRequest = original;
    },
  };
}
