#!/usr/bin/env bash
# run.sh: a `cardtable sim` run on Kubernetes: the shared volume, the Indexed Job of PARTS
# parts, then (once it has completed) the merge Job, whose log is the report:
#   IMAGE=registry.example.org/cardtable:1 SIM_ARGS="--games 100000000 --seed 1" PARTS=100 ./run.sh
# Optional: PARALLELISM (pods at once, default PARTS), TIMEOUT (default 24h). The image is
# built from the repository with: docker build -f deploy/sim/kubernetes/Dockerfile .
set -euo pipefail
: "${IMAGE:?set IMAGE}" "${SIM_ARGS:?set SIM_ARGS}" "${PARTS:?set PARTS}"
export IMAGE SIM_ARGS PARTS PARALLELISM="${PARALLELISM:-$PARTS}"
here="$(cd "$(dirname "$0")" && pwd)"
# shellcheck disable=SC2016 # the variables' names, for envsubst to fill in
fill() { envsubst '${IMAGE} ${SIM_ARGS} ${PARTS} ${PARALLELISM}' <"$1"; }
kubectl apply -f "$here/volume.yaml"
kubectl delete job cardtable-sim cardtable-sim-merge --ignore-not-found
fill "$here/sim-job.yaml" | kubectl apply -f -
kubectl wait --for=condition=complete --timeout="${TIMEOUT:-24h}" job/cardtable-sim
fill "$here/merge-job.yaml" | kubectl apply -f -
kubectl wait --for=condition=complete --timeout=30m job/cardtable-sim-merge
kubectl logs job/cardtable-sim-merge
