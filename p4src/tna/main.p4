// p4reduce for Tofino (TNA): the protocol of docs/protocol.md with Register and
// RegisterAction.  Wiring only.  Build: make -C p4src tofino (needs bf-p4c);
// resource plan and limits: docs/tofino.md.
#include "types.p4"
#include "parser.p4"
#include "ingress.p4"
#include "egress.p4"

Pipeline(P4rIngressParser(), P4rIngress(), P4rIngressDeparser(),
         P4rEgressParser(), P4rEgress(), P4rEgressDeparser()) pipe;

Switch(pipe) main;
