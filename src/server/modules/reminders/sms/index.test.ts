import { describe, expect, it, vi } from 'vitest';
import { createSmsProvider, DEFAULT_SMS_TIMEOUT_MS, type SmsConfig } from './index';
import { answerJson, message, startTestGateway } from './test-gateway';

function recordingLog() {
  const lines: { obj: object; msg?: string }[] = [];
  return { lines, info: (obj: object, msg?: string) => lines.push({ obj, msg }) };
}

const noNetwork = vi.fn<typeof fetch>(async () => {
  throw new Error('the network was used');
});

describe('createSmsProvider', () => {
  it('log: writes { to, body } at info, resolves without an id, and calls no gateway', async () => {
    const log = recordingLog();
    const provider = createSmsProvider(
      { provider: 'log', timeoutMs: DEFAULT_SMS_TIMEOUT_MS },
      log,
      noNetwork,
    );

    const receipt = await provider.send(message);

    expect(provider.name).toBe('log');
    expect(receipt).toEqual({ provider: 'log', providerMessageId: null });
    expect(log.lines).toEqual([{ obj: { to: message.to, body: message.body }, msg: expect.any(String) }]);
    expect(noNetwork).not.toHaveBeenCalled();
  });

  it.each([
    [{ provider: 'hubtel', clientId: 'id', clientSecret: 'secret', senderId: 'Abrantie' }, 'hubtel'],
    [{ provider: 'arkesel', apiKey: 'key', senderId: 'Abrantie' }, 'arkesel'],
    [{ provider: 'mnotify', apiKey: 'key', senderId: 'Abrantie' }, 'mnotify'],
  ] as const)('%o gives the %s adapter', (settings, name) => {
    const provider = createSmsProvider({ ...settings, timeoutMs: 1_000 }, recordingLog(), noNetwork);
    expect(provider.name).toBe(name);
  });

  it.each([
    [{ provider: 'hubtel', apiKey: 'key', senderId: 'Abrantie' }, 'clientId, clientSecret'],
    [{ provider: 'arkesel', senderId: 'Abrantie' }, 'apiKey'],
    [{ provider: 'mnotify', apiKey: 'key' }, 'senderId'],
  ] as const)('refuses %o without %s', (settings, missing) => {
    expect(() => createSmsProvider({ ...settings, timeoutMs: 1_000 }, recordingLog(), noNetwork)).toThrow(
      missing,
    );
  });

  it('sends through apiUrl with the given fetch, and times out after timeoutMs', async () => {
    const gateway = await startTestGateway(() => {});
    const config: SmsConfig = {
      provider: 'arkesel',
      apiKey: 'key',
      senderId: 'Abrantie',
      apiUrl: gateway.url,
      timeoutMs: 200,
    };
    await expect(createSmsProvider(config, recordingLog()).send(message)).rejects.toMatchObject({
      name: 'SmsSendError',
      retryable: true,
      message: 'Arkesel did not answer within 200 ms',
    });
    expect(gateway.received).toHaveLength(1);
  });

  it('uses the fetch it is given', async () => {
    const gateway = await startTestGateway((_request, response) =>
      answerJson(response, 200, { status: 'success', data: [{ recipient: '233241112233', id: 'abc' }] }),
    );
    const fetchSpy = vi.fn<typeof fetch>((input, init) => fetch(input, init));
    const config: SmsConfig = {
      provider: 'arkesel',
      apiKey: 'key',
      senderId: 'Abrantie',
      apiUrl: gateway.url,
      timeoutMs: 2_000,
    };
    const receipt = await createSmsProvider(config, recordingLog(), fetchSpy).send(message);
    expect(receipt).toEqual({ provider: 'arkesel', providerMessageId: 'abc' });
    expect(fetchSpy).toHaveBeenCalledOnce();
  });
});
