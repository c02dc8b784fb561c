# `kozyr explain DEAL --solve`: could the declarer have made it? The play searched double dummy.

rule-explain-solve-no-play = the search of a deal's play needs its play record (every trick)
rule-explain-solve-unsupported = the play is searched for games that plug into the search (Thousand, Belot)
rule-explain-solve-trick = the search starts from a trick of the deal (1 to 8)

cli-arg-explain-solve = Search the deal's play from every hand known (double dummy): could the declarer have made it? Thousand and Belot, deals recorded with their play.
cli-arg-explain-from_trick = With --solve: the trick to search from, 1 to 8. Default: the whole deal.

solve-no-play = This deal was recorded without its play: the search needs every trick (the `play` record).
solve-unsupported = { $game } has no search of its play: `--solve` answers for Thousand and Belot.
solve-bad-trick = There is no trick { $trick } to start from: the deal has tricks 1 to { $tricks }.
solve-head = Could { $side } have made it? The play from trick { $from } of { $tricks }, every hand known (double dummy).
solve-taken = { $side } took { $before } points before trick { $from } and { $taken } from it on; with best play by both sides from there, { $best }.
solve-thousand-total = { $total } against the bid { $bid }
solve-belot-total = { $team } { $total } against { $other } { $other_total }
solve-played = As played: { $score }.
solve-best = With best play by both sides: { $score }.
solve-verdict = { $verdict ->
    [made] The contract was made, as best play by both sides makes it.
    [lucky] The contract was made, though best defence would have beaten it.
    [could] The contract went down, but it could have been made.
   *[never] The contract could not be made whatever the declarer did.
}
solve-line-head = A best line from trick { $from }:
solve-line-trick = Trick { $trick }: { $plays } — { $winner } wins.
solve-play = { $call ->
    [yes] { $player } { $card } (called)
   *[no] { $player } { $card }
}
solve-card = { $call ->
    [yes] { $card }!
   *[no] { $card }
}
solve-departure = Trick { $trick }: { $player } played { $card }, and the most the side could get fell from { $could } to { $after }.
solve-departure-better = { $kept ->
    [yes] { $card } kept the contract.
   *[no] { $card } would have kept { $could }.
}
solve-no-departure = The play recorded from trick { $from } never gave away a point against best play.
