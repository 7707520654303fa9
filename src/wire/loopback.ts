// Whether a host name only reaches this computer (localhost, 127.0.0.0/8, ::1): shared by the server and the presenter view.

/** True for a host other machines cannot reach this computer by; brackets of an IPv6 literal are allowed. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127(?:\.\d{1,3}){3}$/.test(name) ||
    name === '::1' ||
    name === '0:0:0:0:0:0:0:1'
  );
}
