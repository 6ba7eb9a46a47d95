"""The controller service: workers join jobs by name over gRPC; it installs them
through the controller (server), restores restarted switches (watch) and serves
Prometheus metrics (metrics).
``p4reduce controller`` runs it (p4reduce/service_cli.py)."""
