// `gatehouse mcp-proxy` options: flags before `--`, the MCP server's command after it (its own flags untouched),
// the address and key also from the environment, and clear usage errors.

import { parseProxyArgs, ProxyUsageError } from '../../src/cli/mcp-proxy';

const cmd = ['--', 'npx', '-y', '@modelcontextprotocol/server-filesystem', '--wait', '/tmp'];

describe('mcp-proxy arguments', () => {
  it('flags before --, the command and its own flags after it, defaults for the rest', () => {
    expect(parseProxyArgs(['--url', 'http://127.0.0.1:8080', '--key', 'k', ...cmd], {})).toEqual({
      url: 'http://127.0.0.1:8080/',
      key: 'k',
      waitSeconds: 300,
      listen: null,
      agent: undefined,
      command: 'npx',
      args: ['-y', '@modelcontextprotocol/server-filesystem', '--wait', '/tmp'],
    });
  });

  it('GATEHOUSE_URL and GATEHOUSE_API_KEY stand in for --url and --key; flags win', () => {
    const env = { GATEHOUSE_URL: 'https://gate.example', GATEHOUSE_API_KEY: 'from-env' };
    expect(parseProxyArgs(cmd, env)).toMatchObject({ url: 'https://gate.example/', key: 'from-env' });
    expect(parseProxyArgs(['--key', 'flag', ...cmd], env)).toMatchObject({ key: 'flag' });
    expect(parseProxyArgs(['--wait', '0', '--listen', '0', '--agent', ' desk ', ...cmd], env)).toMatchObject({ waitSeconds: 0, listen: 0, agent: 'desk' });
  });

  it.each([
    [['--url', 'http://x', '--key', 'k'], /command is missing/],
    [['--key', 'k', ...cmd], /--url \(or GATEHOUSE_URL\) is required/],
    [['--url', 'http://x', ...cmd], /--key \(or GATEHOUSE_API_KEY\) is required/],
    [['--url', 'ftp://x', '--key', 'k', ...cmd], /http or https/],
    [['--url', 'not a url', '--key', 'k', ...cmd], /not an address/],
    [['--url', 'http://x', '--key', 'k', '--wait=-1', ...cmd], /--wait must be a whole number from 0 to 86400/],
    [['--url', 'http://x', '--key', 'k', '--wait', '90000', ...cmd], /--wait/],
    [['--url', 'http://x', '--key', 'k', '--listen', '70000', ...cmd], /--listen must be a whole number from 0 to 65535/],
    [['--url', 'http://x', '--key', 'k', 'npx', 'server'], /after --/],
  ])('%j is a usage error', (argv, message) => {
    expect(() => parseProxyArgs(argv as string[], {})).toThrow(ProxyUsageError);
    expect(() => parseProxyArgs(argv as string[], {})).toThrow(message);
  });

  it('an unknown flag is refused, not passed on', () => {
    expect(() => parseProxyArgs(['--url', 'http://x', '--key', 'k', '--verbose', ...cmd], {})).toThrow(/Unknown option '--verbose'/);
  });
});
