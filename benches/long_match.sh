#!/usr/bin/env bash
# Times `deal` and `show` on one long match (Black Mary without a points limit, 10 000 deals by
# default) against the same commands on a 3-deal match, with hyperfine in one session, and measures
# each command's peak memory (GNU time's maximum resident set size). Issue 9's targets: under 20 ms
# per command and under 1 KB of memory per entry. hyperfine is installed by hand for measuring
# (apt-get install hyperfine); nothing in the tests or CI needs it.
#
#   benches/long_match.sh [DEALS] [RUNS]      (defaults: 10000 deals, 40 runs per command)
#
# docs/performance.md has the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
deals=${1:-10000}
runs=${2:-40}
command -v hyperfine >/dev/null || { echo "long_match.sh: hyperfine is needed (apt-get install hyperfine)" >&2; exit 1; }

cargo build --release --bin kozyr --example long_match
bin=${CARGO_TARGET_DIR:-target}/release
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

"$bin/examples/long_match" "$tmp/long.base" "$deals"
k=("$bin/kozyr" --ledger "$tmp/long.sqlite3")
s=("$bin/kozyr" --ledger "$tmp/short.sqlite3")
"${s[@]}" new black-mary --players Аня,Борис,Вера,Галя --option limit=0 >/dev/null
deal=(deal --took Аня=QS,KS,3 --took Борис=AS,5 --took Вера=5)
for _ in 1 2 3; do "${s[@]}" "${deal[@]}" >/dev/null; done
cp "$tmp/short.sqlite3" "$tmp/short.base"
cp "$tmp/long.base" "$tmp/long.sqlite3"

# `deal` appends, so each run starts from a fresh, synced copy (the copy is not timed).
hyperfine -N --warmup 5 --runs "$runs" --export-json "$tmp/times.json" \
    --prepare "sh -c 'cp $tmp/long.base $tmp/long.sqlite3 && cp $tmp/short.base $tmp/short.sqlite3 && sync $tmp/long.sqlite3 $tmp/short.sqlite3'" \
    -n "deal, $deals deals" "${k[*]} ${deal[*]}" \
    -n "deal, 3 deals" "${s[*]} ${deal[*]}" \
    -n "show, $deals deals" "${k[*]} show" \
    -n "show, 3 deals" "${s[*]} show"

echo
echo "median per command (target: < 20 ms on the long match):"
paste <(sed -n 's/^ *"command": "\(.*\)",$/\1/p' "$tmp/times.json") \
    <(sed -n 's/^ *"median": \([0-9.e-]*\),$/\1/p' "$tmp/times.json") |
    awk -F'\t' '{ printf "  %-22s %7.2f ms\n", $1, $2 * 1000 }'

echo
echo "peak memory (target: < 1 KB per entry of the long match):"
cp "$tmp/long.base" "$tmp/long.sqlite3"
cp "$tmp/short.base" "$tmp/short.sqlite3"
for what in "show" "show --all" "${deal[*]}"; do
    # shellcheck disable=SC2086
    long=$(/usr/bin/time -f %M "${k[@]}" $what 2>&1 >/dev/null | tail -1)
    # shellcheck disable=SC2086
    short=$(/usr/bin/time -f %M "${s[@]}" $what 2>&1 >/dev/null | tail -1)
    awk -v w="$what" -v l="$long" -v s="$short" -v n="$deals" 'BEGIN {
        printf "  %-12s %7d KB long, %6d KB short: %5.0f bytes per entry in all, %5.0f beyond the short match\n",
            substr(w, 1, 12), l, s, l * 1024 / n, (l - s) * 1024 / n }'
done
