#!/usr/bin/env bash
# Times whole kozyr commands on a ledger of 100 000 Thousand deals (5 000 matches of 20 deals, the
# latest unfinished) with hyperfine, and prints each command's median. hyperfine is installed by
# hand for measuring (apt-get install hyperfine); nothing in the tests or CI needs it.
#
#   benches/commands.sh [RUNS]      (default 50 runs per command, after 5 warm-up runs)
#
# docs/performance.md has the figures and the target (< 10 ms median per command).
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
command -v hyperfine >/dev/null || { echo "commands.sh: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }

cargo build --release --bin kozyr --example bench_ledger
bin=${CARGO_TARGET_DIR:-target}/release
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

mapfile -t players < <("$bin/examples/bench_ledger" "$tmp/base.sqlite3")
ledger=$tmp/ledger.sqlite3
cp "$tmp/base.sqlite3" "$ledger"
k=("$bin/kozyr" --ledger "$ledger")
# Deal 21 of the latest match, in quick entry: a made 120 with the hearts marriage. The dealer is
# seat 3, so seat 1 may take the contract above 100.
deal=(--declarer "${players[0]}" --bid 120 --marriage "${players[0]}:hearts"
    --points "${players[0]}=75,${players[1]}=22,${players[2]}=23")

# `deal` appends, so each timed run starts from a fresh copy of the 100 000-deal ledger (the copy
# is not timed). The copy is synced first: otherwise the fsync of the deal's commit would also
# flush the 20 MB the copy left dirty, which a real ledger never has. `check` runs the same
# validation and writes nothing.
hyperfine -N --warmup 5 --runs "$runs" --export-json "$tmp/deal.json" \
    --prepare "sh -c 'cp $tmp/base.sqlite3 $ledger && sync $ledger'" -n deal "${k[*]} deal ${deal[*]}"
hyperfine -N --warmup 5 --runs "$runs" --export-json "$tmp/rest.json" \
    -n check "${k[*]} check ${deal[*]}" \
    -n show "${k[*]} show" \
    -n list "${k[*]} list" \
    -n list-all "${k[*]} list --all"

echo
echo "median per command (target: < 10 ms), ledger of 100 000 deals:"
for f in "$tmp/deal.json" "$tmp/rest.json"; do
    paste <(sed -n 's/^ *"command": "\(.*\)",$/\1/p' "$f") \
        <(sed -n 's/^ *"median": \([0-9.e-]*\),$/\1/p' "$f") |
        awk -F'\t' '{ printf "  %-6s %7.2f ms\n", $1, $2 * 1000 }'
done
