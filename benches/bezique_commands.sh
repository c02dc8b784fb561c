#!/usr/bin/env bash
# Times `kozyr check` of one Bezique deal, quick entry against the full play record with every draw
# (two-handed, 32 tricks; six-pack, 96 tricks), with hyperfine on a fresh ledger, and prints each
# median. docs/performance.md has the figures.
#
#   benches/bezique_commands.sh [RUNS]      (default 50 runs per command, after 5 warm-up runs)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
command -v hyperfine >/dev/null || { echo "bezique_commands.sh: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }

cargo build --release --bin kozyr --example bezique_record
bin=${CARGO_TARGET_DIR:-target}/release
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

args=()
for v in two six-pack; do
    "$bin/examples/bezique_record" "$v" 7 > "$tmp/$v.txt" 2> "$tmp/$v.json"
    "$bin/kozyr" --ledger "$tmp/$v.sqlite3" new bezique --players Аня,Борис --option "variant=$v" > /dev/null
    # The text form does not name the dealer; the quick entry does.
    dealer=$(sed -n 's/^{"dealer":"\([^"]*\)".*/\1/p' "$tmp/$v.json")
    args+=(-n "$v-quick" "$bin/kozyr --ledger $tmp/$v.sqlite3 check --file $tmp/$v.json")
    args+=(-n "$v-tricks" "$bin/kozyr --ledger $tmp/$v.sqlite3 check --dealer $dealer --tricks $tmp/$v.txt")
done
hyperfine -N --warmup 5 --runs "$runs" --export-json "$tmp/check.json" "${args[@]}"

echo
echo "median per command:"
paste <(sed -n 's/^ *"command": "\(.*\)",$/\1/p' "$tmp/check.json") \
    <(sed -n 's/^ *"median": \([0-9.e-]*\),$/\1/p' "$tmp/check.json") |
    awk -F'\t' '{ printf "  %-16s %7.2f ms\n", $1, $2 * 1000 }'
