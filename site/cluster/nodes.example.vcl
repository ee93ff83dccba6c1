# nodes.vcl for two render nodes and one platform process on other machines (site.vcl includes it).
# `npm run cluster` writes its own on loopback ports; on machines, list each node and platform here.
vcl 4.1;

probe healthz {
  .url = "/healthz";
  .interval = 1s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
}

backend node1 { .host = "10.0.0.11"; .port = "3000"; .probe = healthz; }
backend node2 { .host = "10.0.0.12"; .port = "3000"; .probe = healthz; }
backend platform1 { .host = "10.0.0.21"; .port = "3100"; .probe = healthz; }

acl purgers {
  "10.0.0.11";
  "10.0.0.12";
}

sub vcl_init {
  new nodes = directors.round_robin();
  nodes.add_backend(node1);
  nodes.add_backend(node2);
  new platform = directors.round_robin();
  platform.add_backend(platform1);
}
