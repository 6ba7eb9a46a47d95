"""The P4Runtime model the controller (client) and the software switch (server)
share: the P4Info schema (p4info), table entries, multicast groups and packet-io
(entities), Tofino device-config formats (devconfig) and their errors."""
