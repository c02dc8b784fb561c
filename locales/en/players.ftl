# kozyr player: people across matches — the list, renames and merges, and their check in verify.

cli-about-player = The people who played: list them, rename one, merge two spellings of one person. A rename or a merge is recorded as an entry; every match keeps the names it was recorded with.
cli-about-player-list = Every person: current name, earlier names, the players merged into them, the matches played.
cli-about-player-rename = Give a person a new name from now on; the matches already recorded keep the old one.
cli-about-player-merge = Make a player one person with another (two spellings of one name): history and statistics count both as one.
cli-arg-player-rename-old = The player's name now, or a name they had before.
cli-arg-player-rename-new = The new name.
cli-arg-player-rename-reason = Why, kept with the entry, e.g. "married".
cli-arg-player-merge-from = The player who is found to be someone else.
cli-arg-player-merge-into = The person they are.
cli-arg-player-merge-reason = Why, kept with the entry, e.g. "same person, typed in Latin".
cli-value-old = OLD
cli-value-new = NEW
cli-value-from = FROM
cli-value-to = TO

player-list-empty = No players yet. `kozyr new GAME --players …` seats the first ones.
player-list-col-name = name
player-list-col-former = earlier names
player-list-col-merged = merged
player-list-col-matches = matches

player-renamed = “{ $old }” is now called “{ $new }”; the matches recorded under “{ $old }” keep that name, and `kozyr history --player` finds them under both.
player-merged = “{ $from }” is now one person with “{ $into }”; the matches of both keep the names they were recorded with.

## Refusals

player-unknown = no player is or was called “{ $name }” in this ledger; `kozyr player list` shows the players and their earlier names
player-ambiguous = “{ $name }” is or was the name of more than one person ({ $people }); name the person by their current name
player-rename-same = “{ $name }” is already called so; a rename needs another name
player-rename-taken = “{ $name }” is already the name of another person, { $person }; if they are one person, merge instead: `kozyr player merge "{ $old }" --into "{ $person }"`
player-rename-merged = “{ $name }” is the name of a player already merged into { $person }; it stays that player's name, choose another
player-merge-self = “{ $from }” and “{ $into }” are one person already ({ $person }); a person cannot be merged into themselves
player-merge-already = “{ $name }” is merged into { $person } already; nothing to merge
player-same-person = “{ $first }” and “{ $second }” are one person ({ $person }), who takes one seat at a table; `kozyr player list` shows who is who
player-ledger-bad-change = player { $player } cannot be renamed or merged so: the ledger keeps every name one player's and every merge between two people

## kozyr verify

player-verify-agrees = players: the names and merges of { $players ->
        [one] { $players } player
       *[other] { $players } players
    } are those of their { $entries ->
        [one] { $entries } rename or merge
       *[other] { $entries } renames and merges
    }
player-verify-person = “{ $name }” (player { $id })
player-verify-nobody = nobody
player-verify-name-drift = players: player { $player } is stored as “{ $cached }”, but the renames recorded make it “{ $replayed }”: the ledger was edited outside kozyr
player-verify-merge-drift = players: “{ $name }” (player { $player }) is stored as merged into { $cached }, but the merges recorded make it { $replayed }: the ledger was edited outside kozyr
player-verify-stale = { $count ->
        [one] { $count } player's name or merge disagrees with the renames and merges recorded
       *[other] { $count } players' names or merges disagree with the renames and merges recorded
    }
