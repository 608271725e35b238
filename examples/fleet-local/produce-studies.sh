#!/bin/sh
# A local fleet on one machine: the same plan (examples/tiny) studied under three CPU-affinity
# profiles, each a complete counterbalanced study, then compared with `fleet`.
#
#   examples/fleet-local/produce-studies.sh [out-dir]      (run from the repository root, Linux)
#
# Profiles are distinct "hardware" for the study because llama-server and the load client inherit
# the affinity: one core shared by server and client (core 0, core 1) versus both cores. The run
# spec and plan are unchanged, so every study runs the same plan, as a fleet requires; the
# manifest records the CPUs each study could use (host_evidence.available_parallelism).
set -eu
out=${1:-capacity-work/fleet-local}
cli="node dist/cli/index.js"
command -v taskset >/dev/null || { echo "taskset (util-linux) is required" >&2; exit 2; }
for profile in local-cpu0:0 local-cpu1:1 local-cpu0-1:0,1; do
  label=${profile%%:*}
  cpus=${profile#*:}
  echo "== $label: taskset -c $cpus"
  rm -rf "$out/$label"
  taskset -c "$cpus" $cli run --plan examples/tiny/capacity.json --work-dir "$out/work-$label"
  mkdir -p "$out/$label"
  # Keep what a fleet reads: the study, its status and receipt, and the bundle's checksum list.
  for f in capacity-study.json status.json capacity-receipt.md SHA256SUMS; do
    cp "$out/work-$label/bundle/$f" "$out/$label/$f"
  done
done
$cli fleet local-cpu0="$out/local-cpu0" local-cpu1="$out/local-cpu1" local-cpu0-1="$out/local-cpu0-1" \
  --prices examples/fleet-local/prices.json --bundle "$out/fleet" --force
echo "fleet bundle: $out/fleet (verify with: $cli verify-fleet $out/fleet)"
