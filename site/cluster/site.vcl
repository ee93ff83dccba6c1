# The shared page cache in front of the render nodes (Varnish 7 with varnish-modules' xkey).
# docs/many-machines.md: what it keys on, what it never stores, how purges reach it.
#
# nodes.vcl, written per deployment (`npm run cluster` writes one; nodes.example.vcl shows the shape),
# declares the backends and fills two directors in its own vcl_init (Varnish runs every vcl_init in
# order): `nodes` (the render nodes) and `platform` (the platform processes), plus the acl `purgers`
# (the nodes' addresses: the only clients whose PURGE is accepted).
vcl 4.1;

import std;
import directors;
import xkey;

include "nodes.vcl";

sub vcl_recv {
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purges are accepted from the render nodes only"));
    }
    # Soft: the pages stay for grace (served while fetched again); hard only when asked.
    if (req.http.xkey-softpurge) {
      set req.http.x-purged = xkey.softpurge(req.http.xkey-softpurge);
    } elseif (req.http.xkey-purge) {
      set req.http.x-purged = xkey.purge(req.http.xkey-purge);
    } else {
      return (synth(400, "Name the surrogate keys in an xkey-softpurge or xkey-purge header"));
    }
    return (synth(200, "Purged " + req.http.x-purged + " objects"));
  }

  set req.http.host = std.tolower(req.http.host);
  # Only the caches in front may send this; a visitor's copy is dropped. x-fresh-only is vcl_hit's
  # own note to the lookup after a restart, never a visitor's.
  unset req.http.surrogate-capability;
  if (req.restarts == 0) {
    unset req.http.x-fresh-only;
  }

  # The platform's API, sign-in page and uploads: its own processes, never cached here.
  if (req.url ~ "^/_platform/") {
    set req.backend_hint = platform.backend();
    return (pass);
  }
  set req.backend_hint = nodes.backend();

  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A signed-in visitor's page is theirs alone (the session cookies, or an Authorization header).
  if (req.http.authorization || req.http.cookie ~ "(^|;\s*)(access_token|signed_in)=") {
    return (pass);
  }
  # The app-token and session routes read the visitor's cookies and answer each visitor alone; a
  # node's health is its own, now.
  if (req.url ~ "^/_(app|session)(/|\?|$)" || req.url ~ "^/healthz") {
    return (pass);
  }
  # Source maps and the block gallery answer according to who asks (a client on the local network, as
  # the nodes tell it from X-Forwarded-For): one visitor's answer is never a copy for the next.
  if (req.url ~ "(?i)^/_blocks/*(\?|$)" || req.url ~ "^/assets/[^?]*\.map(\?|$)") {
    return (pass);
  }

  # Anonymous: the app-token (_gt, _ct) and analytics cookies change nothing on a page.
  unset req.http.cookie;
  # Tracking parameters change nothing either; the rest in one order. (Parameters no route reads
  # still make a copy here, bounded by the storage size; the nodes render it once, from their own
  # cache keyed on what the route reads.)
  set req.url = regsuball(req.url, "([?&])(utm_[a-z_]+|fbclid|gclid|gbraid|wbraid|msclkid|mc_[a-z]+|_ga|_gl)=[^&]*", "\1");
  set req.url = regsuball(req.url, "&&+", "&");
  set req.url = regsub(req.url, "[?&]+$", "");
  set req.url = regsub(req.url, "\?&", "?");
  set req.url = std.querysort(req.url);
  # One copy per encoding the nodes make, not per browser's header.
  if (req.http.accept-encoding ~ "\bbr\b") {
    set req.http.accept-encoding = "br";
  } elseif (req.http.accept-encoding ~ "\bgzip\b") {
    set req.http.accept-encoding = "gzip";
  } else {
    unset req.http.accept-encoding;
  }
  set req.http.x-accept-encoding = req.http.accept-encoding;

  # A page found too stale to serve while a node answers (vcl_hit) is looked up once more, allowing
  # no stale copy: the visitor waits for a fresh one.
  if (req.http.x-fresh-only) {
    set req.grace = 0s;
  }
  return (hash);
}

sub vcl_hit {
  # A stale page is served (and fetched again behind it) for as long as the node's stale-while-
  # revalidate says; past that, while a node is healthy, it is fetched before it is served. With no
  # node healthy, it is served for the whole grace.
  if (obj.ttl < 0s && obj.http.x-node-grace && std.healthy(req.backend_hint) && obj.ttl + std.duration(obj.http.x-node-grace, 0s) <= 0s) {
    set req.http.x-fresh-only = "1";
    return (restart);
  }
}

sub vcl_backend_fetch {
  if (bereq.http.x-accept-encoding) {
    # Varnish asks for gzip on its own; the nodes' brotli is kept as the visitor asked for it.
    set bereq.http.accept-encoding = bereq.http.x-accept-encoding;
  }
  unset bereq.http.x-accept-encoding;
  if (bereq.uncacheable) {
    unset bereq.http.surrogate-capability;
  } else {
    # Nodes name a page's surrogate keys (xkey) only when the cache in front says it reads them.
    set bereq.http.surrogate-capability = {"varnish="xkey""};
  }
}

sub vcl_backend_response {
  # The remote-table service answers PostgREST's Content-Range ("0-4/17", "*/*": rows, not bytes),
  # which Varnish would refuse as a byte range: it travels under another name and is restored on delivery.
  if (beresp.http.content-range && beresp.http.content-range !~ "^bytes ") {
    set beresp.http.x-rows-content-range = beresp.http.content-range;
    unset beresp.http.content-range;
  }
  # An idempotent request that failed on one node is tried once on another.
  if (beresp.status >= 500 && bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # A failed background refresh keeps the stale page rather than storing the failure.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  if (!bereq.uncacheable && beresp.ttl > 0s) {
    # The TTL is the node's s-maxage and the grace its stale-while-revalidate (Varnish reads both).
    # That grace is kept with the page for vcl_hit; the page's own grace is long, so that pages
    # outlive an outage of every node.
    set beresp.http.x-node-grace = beresp.grace + "s";
    set beresp.grace = 6h;
    set beresp.keep = 1h;
  }
}

sub vcl_backend_error {
  # A node that refused or dropped the connection (stopped, killed): another node. Up to three more
  # tries: until the probe marks a dead node sick, the director may hand it out again.
  if (bereq.retries < 3 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
}

sub vcl_synth {
  # A purge's answer is for the node's log: one plain line.
  if (req.method == "PURGE") {
    set resp.http.content-type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
    return (deliver);
  }
}

sub vcl_deliver {
  # Surrogate keys and the node's grace are for this cache alone.
  unset resp.http.xkey;
  unset resp.http.x-node-grace;
  if (resp.http.x-rows-content-range) {
    set resp.http.content-range = resp.http.x-rows-content-range;
    unset resp.http.x-rows-content-range;
  }
  if (obj.uncacheable) {
    set resp.http.x-cache = "PASS";
  } elseif (obj.hits > 0) {
    if (obj.ttl >= 0s) {
      set resp.http.x-cache = "HIT";
    } else {
      set resp.http.x-cache = "STALE";
    }
  } else {
    set resp.http.x-cache = "MISS";
  }
}
