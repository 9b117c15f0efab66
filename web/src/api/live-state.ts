/**
 * Whether the issue lists follow the live stream now (api/live.ts keeps this current; no DOM here, so
 * modules that only read it, like issues.ts, stay importable from anywhere). A write of issues then
 * leaves the refresh to its own live event rather than refreshing the lists a second time.
 */
const following = { streamOpen: false, listFollowers: 0 };

/** The stream opened (true) or closed or is reconnecting (false). */
export function setStreamOpen(open: boolean): void {
  following.streamOpen = open;
}

/** A page keeping its lists current on the stream's events came (+1) or went (-1). */
export function countListFollower(delta: 1 | -1): void {
  following.listFollowers += delta;
}

/** The stream is open and a page refreshes its issue lists on its events. */
export function issueListsFollowLive(): boolean {
  return following.streamOpen && following.listFollowers > 0;
}
