// The MCP approval requests this mock issued: an `mcp_approval_response` runs a call only for one of these, never for a request the caller wrote itself.

/** What the approved call runs: the mock's own copy, whatever the caller sends back. */
export interface IssuedApproval {
  server_label: string;
  name: string;
  arguments: string;
}

/** Plenty for any session (each is a few hundred bytes); past it the oldest go, and answering one of those is refused like a made-up one. */
export const MAX_ISSUED_APPROVALS = 10_000;

export class IssuedApprovals {
  private readonly byId = new Map<string, IssuedApproval>();
  private readonly spent = new Set<string>();

  constructor(private readonly max = MAX_ISSUED_APPROVALS) {}

  issue(id: string, request: IssuedApproval): void {
    this.byId.set(id, request);
    while (this.byId.size > this.max) {
      const oldest = this.byId.keys().next().value as string;
      this.byId.delete(oldest);
      this.spent.delete(oldest);
    }
  }

  get(id: string): IssuedApproval | undefined {
    return this.byId.get(id);
  }

  /** Marks the request's call as made; true the first time only (an approval runs its call once). */
  spend(id: string): boolean {
    if (this.spent.has(id)) return false;
    this.spent.add(id);
    return true;
  }
}
