//! `kozyr stats` through the real binary on a fixture ledger of a few hundred matches of Thousand,
//! Belot, King and Durak (tests/stats_support): every player's figures as the generator works
//! them out in its own arithmetic, the filters, the head to head, the JSON contract, the bar chart,
//! each refusal, and a ledger whose cached standings lack the figures.

use crate::support::common;
use crate::support::stats as stats_support;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use common::*;
use serde::Deserialize;
use stats_support::{fixture, Recorded, POOL};

/// The `--json` view as docs/stats.md documents it; an unknown field fails the test.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StatsView {
    matches: u64,
    players: Vec<PlayerView>,
    #[serde(default)]
    vs: Option<VsView>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PlayerView {
    id: i64,
    name: String,
    matches: u64,
    finished: u64,
    won: u64,
    win_rate: Option<f64>,
    average_place: Option<f64>,
    longest_streak: u64,
    games: Vec<GameView>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct GameView {
    game: String,
    matches: u64,
    finished: u64,
    won: u64,
    average_place: Option<f64>,
    deals: u64,
    deal_average: Option<f64>,
    deal_best: Option<i64>,
    figures: BTreeMap<String, i64>,
    #[serde(default)]
    best_kind: Option<String>,
    #[serde(default)]
    worst_kind: Option<String>,
    #[serde(default)]
    matchpoint_percent: Option<f64>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct VsView {
    players: [String; 2],
    matches: u64,
    finished: u64,
    wins: [u64; 2],
    ahead: [u64; 2],
    average_place: [Option<f64>; 2],
}

/// The fixture: 240 matches, 60 of each game, imported once for every test of this file.
fn ledger() -> &'static (Table, Vec<Recorded>) {
    static FIXTURE: OnceLock<(Table, Vec<Recorded>)> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let t = Table::new();
        let recorded = fixture(&t, 240);
        (t, recorded)
    })
}

fn view(t: &Table, args: &[&str]) -> StatsView {
    let mut all = vec!["stats"];
    all.extend_from_slice(args);
    serde_json::from_value(t.json(&all)).expect("the documented view")
}

fn close(a: Option<f64>, b: Option<f64>, what: &str) {
    match (a, b) {
        (Some(x), Some(y)) => assert!((x - y).abs() < 1e-9, "{what}: {x} against {y}"),
        _ => assert_eq!(a.is_some(), b.is_some(), "{what}: {a:?} against {b:?}"),
    }
}

fn mean(xs: &[usize]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<usize>() as f64 / xs.len() as f64)
}

/// Checks `got` against what the generator recorded in `matches` (those the filter let through).
fn agrees(got: &PlayerView, matches: &[&Recorded]) {
    let name = got.name.as_str();
    let mine: Vec<&Recorded> = matches.iter().copied().filter(|m| m.lines.contains_key(name)).collect();
    let line = |m: &Recorded| m.lines[name].clone();
    assert_eq!(got.matches, mine.len() as u64, "{name}: matches");
    assert_eq!(got.finished, mine.iter().filter(|m| m.finished).count() as u64, "{name}: finished");
    assert_eq!(got.won, mine.iter().filter(|m| line(m).won).count() as u64, "{name}: won");
    let places: Vec<usize> = mine.iter().filter_map(|m| line(m).place).collect();
    close(got.average_place, mean(&places), &format!("{name}: average place"));
    // The longest run of wins in the order the matches finished (imported).
    let (mut run, mut longest) = (0, 0);
    for m in mine.iter().filter(|m| m.finished) {
        run = if line(m).won { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    assert_eq!(got.longest_streak, longest, "{name}: streak");
    for g in &got.games {
        let of: Vec<&&Recorded> = mine.iter().filter(|m| m.game == g.game).collect();
        assert_eq!(g.matches, of.len() as u64, "{name} {}: matches", g.game);
        assert_eq!(g.finished, of.iter().filter(|m| m.finished).count() as u64, "{name} {}: finished", g.game);
        assert_eq!(g.won, of.iter().filter(|m| line(m).won).count() as u64, "{name} {}: won", g.game);
        let places: Vec<usize> = of.iter().filter_map(|m| line(m).place).collect();
        close(g.average_place, mean(&places), &format!("{name} {}: average place", g.game));
        let scores: Vec<i64> = of.iter().flat_map(|m| line(m).scores).collect();
        if g.game != "belot" {
            // Belot's rounding is no part of the generator's arithmetic: its figures are.
            assert_eq!(g.deals, scores.len() as u64, "{name} {}: deals", g.game);
            let sum: i64 = scores.iter().sum();
            close(g.deal_average, (!scores.is_empty()).then(|| sum as f64 / scores.len() as f64), "deal average");
            let best = if g.game == "durak" { scores.iter().min() } else { scores.iter().max() };
            assert_eq!(g.deal_best, best.copied(), "{name} {}: best deal", g.game);
        } else {
            assert_eq!(g.deals, 5 * of.len() as u64, "{name}: Belot deals");
        }
        let mut expected: BTreeMap<&str, i64> = BTreeMap::new();
        for m in &of {
            for (f, n) in line(m).figures {
                *expected.entry(f).or_insert(0) += n;
            }
        }
        for (id, n) in &g.figures {
            assert_eq!(*n, expected.get(id.as_str()).copied().unwrap_or(0), "{name} {}: {id}", g.game);
        }
        for id in expected.keys() {
            assert!(g.figures.contains_key(*id), "{name} {}: {id} missing", g.game);
        }
    }
    assert_eq!(
        got.games.len(),
        ["thousand", "belot", "king", "durak"].iter().filter(|g| mine.iter().any(|m| m.game == **g)).count()
    );
}

#[test]
fn every_players_figures_are_those_the_generator_recorded() {
    let (t, recorded) = ledger();
    let v = view(t, &[]);
    assert_eq!(v.matches, recorded.len() as u64);
    assert_eq!(v.players.len(), POOL.len());
    let all: Vec<&Recorded> = recorded.iter().collect();
    for p in &v.players {
        agrees(p, &all);
        close(p.win_rate, (p.finished > 0).then(|| p.won as f64 / p.finished as f64), "win rate");
        assert!(p.id > 0);
    }
    // King names a best and a worst kind; it played one kind here.
    let king = v.players.iter().flat_map(|p| &p.games).find(|g| g.game == "king").expect("a King");
    assert_eq!((king.best_kind.as_deref(), king.worst_kind.as_deref()), (Some("no-tricks"), Some("no-tricks")));
    assert!(v.players.iter().flat_map(|p| &p.games).all(|g| g.matchpoint_percent.is_none() && g.finished <= g.matches));
}

#[test]
fn a_player_is_counted_over_his_matches_alone() {
    let (t, recorded) = ledger();
    let v = view(t, &["--player", "вера"]);
    assert_eq!(v.players.len(), 1);
    assert_eq!(v.players[0].name, "Вера");
    let hers: Vec<&Recorded> = recorded.iter().filter(|m| m.lines.contains_key("Вера")).collect();
    assert_eq!(v.matches, hers.len() as u64);
    agrees(&v.players[0], &hers);
}

#[test]
fn a_game_is_counted_alone() {
    let (t, recorded) = ledger();
    let v = view(t, &["--game", "Дурак"]);
    let durak: Vec<&Recorded> = recorded.iter().filter(|m| m.game == "durak").collect();
    assert_eq!(v.matches, durak.len() as u64);
    for p in &v.players {
        assert!(p.games.iter().all(|g| g.game == "durak"));
        agrees(p, &durak);
    }
}

#[test]
fn two_players_head_to_head() {
    let (t, recorded) = ledger();
    let v = view(t, &["--vs", "Аня, Борис"]);
    let vs = v.vs.expect("the head to head");
    let both: Vec<&Recorded> =
        recorded.iter().filter(|m| m.lines.contains_key("Аня") && m.lines.contains_key("Борис")).collect();
    assert_eq!(vs.players, ["Аня".to_string(), "Борис".to_string()]);
    assert_eq!(vs.matches, both.len() as u64);
    let done: Vec<&&Recorded> = both.iter().filter(|m| m.finished).collect();
    assert_eq!(vs.finished, done.len() as u64);
    let place = |m: &Recorded, n: &str| m.lines[n].place.expect("a place");
    assert_eq!(vs.wins, ["Аня", "Борис"].map(|n| done.iter().filter(|m| m.lines[n].won).count() as u64));
    assert_eq!(vs.ahead[0], done.iter().filter(|m| place(m, "Аня") < place(m, "Борис")).count() as u64);
    assert_eq!(vs.ahead[1], done.iter().filter(|m| place(m, "Борис") < place(m, "Аня")).count() as u64);
    let places = |n: &str| done.iter().map(|m| place(m, n)).collect::<Vec<_>>();
    close(vs.average_place[0], mean(&places("Аня")), "Аня's place");
    close(vs.average_place[1], mean(&places("Борис")), "Борис's place");
    assert!(vs.matches > 0 && vs.finished > 0, "the fixture seats them together");
}

#[test]
fn the_table_names_every_player_and_game_and_fits_a_narrow_terminal() {
    let (t, _) = ledger();
    let out = t.kozyr().args(["stats", "--vs", "Аня,Борис"]).env("COLUMNS", "60").output().expect("runs");
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    for word in POOL.iter().copied().chain(["Thousand", "Belot", "King", "Durak", "contracts made", "times the loser"])
    {
        assert!(text.contains(word), "{word} missing:\n{text}");
    }
    assert!(text.contains("Аня against Борис"), "{text}");
    for line in text.lines() {
        assert!(line.chars().count() <= 60, "too wide: {line}");
    }
    let ru = t.kozyr().args(["--lang", "ru", "stats", "--game", "thousand"]).output().expect("runs");
    let text = String::from_utf8(ru.stdout).expect("UTF-8");
    assert!(text.contains("Тысяча") && text.contains("сыгранные контракты"), "{text}");
}

#[test]
fn the_svg_has_a_bar_and_a_name_for_every_player() {
    let (t, _) = ledger();
    let path = t.dir.path().join("wins.svg");
    let path_text = path.to_str().expect("UTF-8 path");
    let v = view(t, &["--svg", path_text]);
    let svg = std::fs::read_to_string(&path).expect("the picture");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts: Vec<&str> = doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).collect();
    for p in &v.players {
        assert!(texts.iter().any(|x| x.trim() == p.name), "{} not named: {texts:?}", p.name);
        assert!(texts.iter().any(|x| x.trim() == p.won.to_string()), "{} wins not written", p.won);
    }
    let palette = ["#1F77B4", "#D62728", "#2CA02C", "#BC8C00", "#9467BD", "#17BECF"];
    let bars = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .filter(|n| n.attribute("fill").is_some_and(|f| palette.iter().any(|c| c.eq_ignore_ascii_case(f))))
        .count();
    assert_eq!(bars, v.players.len(), "a bar per player");
}

/// `--vs` with `--svg` draws the two players only, each his wins in the finished matches where
/// both sat, in the colour he has in the picture of all; the table says where the file went.
#[test]
fn the_svg_of_a_head_to_head_draws_the_two_players_only() {
    let (t, _) = ledger();
    let path = t.dir.path().join("vs.svg");
    let path_text = path.to_str().expect("UTF-8 path");
    let vs = view(t, &["--vs", "Аня,Борис"]).vs.expect("the head to head");
    let all = view(t, &[]);
    let said = t.ok(&["stats", "--vs", "Аня,Борис", "--svg", path_text]);
    assert!(said.trim_end().ends_with(&format!("Wrote the chart of wins to {path_text}.")), "{said}");
    let svg = std::fs::read_to_string(&path).expect("the picture");
    let doc = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let texts: Vec<&str> =
        doc.descendants().filter(|n| n.has_tag_name("text")).filter_map(|n| n.text()).map(str::trim).collect();
    let title = format!("Аня against Борис: wins in {} finished matches together", vs.finished);
    assert!(texts.contains(&title.as_str()), "{texts:?}");
    for name in POOL {
        assert_eq!(texts.contains(&name), ["Аня", "Борис"].contains(&name), "{name}: {texts:?}");
    }
    for won in vs.wins {
        assert!(texts.contains(&won.to_string().as_str()), "{won} not written: {texts:?}");
    }
    let palette = ["#1F77B4", "#D62728", "#2CA02C", "#BC8C00", "#9467BD", "#17BECF"];
    let bars: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("rect"))
        .filter_map(|n| n.attribute("fill"))
        .filter(|f| palette.iter().any(|c| c.eq_ignore_ascii_case(f)))
        .map(str::to_uppercase)
        .collect();
    let colour = |name: &str| palette[all.players.iter().position(|p| p.name == name).expect("a player")];
    assert_eq!(bars, [colour("Аня"), colour("Борис")], "two bars, each in the player's colour");
}

#[test]
fn each_bad_flag_is_refused_by_its_rule() {
    let (t, _) = ledger();
    for (args, rule) in [
        (vec!["stats", "--player", "Зоя"], "stats.player.unknown"),
        (vec!["stats", "--game", "nosuchgame"], "game.unknown"),
        (vec!["stats", "--since", "2026-13-01"], "stats.since.format"),
        (vec!["stats", "--until", "yesterday"], "stats.until.format"),
        (vec!["stats", "--since", "2026-03-09", "--until", "2026-03-08"], "stats.dates.order"),
        (vec!["stats", "--vs", "Аня"], "stats.vs.format"),
        (vec!["stats", "--vs", "Аня,Борис,Вера"], "stats.vs.format"),
        (vec!["stats", "--vs", "Аня,"], "stats.vs.format"),
        (vec!["stats", "--vs", "Аня,АНЯ"], "stats.vs.same"),
        (vec!["stats", "--vs", "Аня,Зоя"], "stats.player.unknown"),
    ] {
        let err = expect_refusal(&t.run(&args), rule, &args);
        assert!(!err.trim().is_empty());
    }
}

#[test]
fn refusals_leave_the_ledger_as_it_was() {
    let t = Table::with_match();
    t.refused(&["stats", "--vs", "Аня,аня"], "stats.vs.same");
    t.refused(&["stats", "--player", "Зоя"], "stats.player.unknown");
}

#[test]
fn dates_choose_the_matches_started_between_them() {
    let t = Table::new();
    let recorded = fixture(&t, 8);
    let db = rusqlite::Connection::open(&t.ledger).expect("ledger opens");
    db.execute("UPDATE matches SET created_at = '2026-03-01T20:00:00.000000000Z' WHERE id <= 4", []).expect("update");
    db.execute("UPDATE matches SET created_at = '2026-03-08T20:00:00.000000000Z' WHERE id > 4", []).expect("update");
    let later: Vec<&Recorded> = recorded[4..].iter().collect();
    let v = view(&t, &["--since", "2026-03-02"]);
    assert_eq!(v.matches, 4);
    for p in &v.players {
        agrees(p, &later);
    }
    assert_eq!(view(&t, &["--until", "2026-03-01"]).matches, 4);
    assert_eq!(view(&t, &["--until", "2026-02-28"]).matches, 0);
    let empty = t.ok(&["stats", "--until", "2026-02-28"]);
    assert!(empty.contains("No matches match"), "{empty}");
}

/// A ledger written before the standing kept the figures: its matches are replayed, and the
/// statistics are the same.
#[test]
fn standings_cached_without_figures_are_replayed() {
    let t = Table::new();
    fixture(&t, 12);
    let before = t.json(&["stats"]);
    let db = rusqlite::Connection::open(&t.ledger).expect("ledger opens");
    let n = db.execute("UPDATE matches SET status = json_remove(status, '$.figures')", []).expect("update");
    assert_eq!(n, 12);
    drop(db);
    assert_eq!(t.json(&["stats"]), before);
    // The replayed standings are cached again, so the next reader replays nothing; and they are
    // the standings a whole replay gives.
    let db = rusqlite::Connection::open(&t.ledger).expect("ledger opens");
    let stale: i64 = db
        .query_row("SELECT count(*) FROM matches WHERE json_extract(status, '$.figures') IS NULL", [], |r| r.get(0))
        .expect("count");
    assert_eq!(stale, 0);
    drop(db);
    t.ok(&["verify", "--all"]);
    assert_eq!(t.json(&["stats"]), before);
}

/// Deals, undos and corrections recorded one by one past the snapshots a long match keeps: the
/// figures cached with every entry are those of a whole replay (`kozyr verify`), and the fools
/// counted are those recorded.
#[test]
fn figures_cached_entry_by_entry_are_those_of_a_whole_replay() {
    let t = Table::new();
    t.ok(&["new", "durak", "--players", "Аня,Борис,Вера"]);
    let names = ["Аня", "Борис", "Вера"];
    let mut fools: Vec<usize> = Vec::new();
    for i in 0..45usize {
        let loser = (i * 7 + i / 3) % 3;
        t.ok(&["deal", "--loser", names[loser]]);
        fools.push(loser);
        if i % 11 == 10 {
            t.ok(&["undo"]);
            fools.pop();
        }
    }
    // The first deal was Аня's; it was Вера.
    t.ok(&["correct", "1", "--loser", "Вера"]);
    fools[0] = 2;
    t.ok(&["verify"]);
    let v = view(&t, &[]);
    for (s, n) in names.iter().enumerate() {
        let p = v.players.iter().find(|p| p.name == *n).expect("player");
        let expected = fools.iter().filter(|&&f| f == s).count() as i64;
        assert_eq!(p.games[0].figures["outcome.loser"], expected, "{n}");
        assert_eq!(p.games[0].deals, fools.len() as u64);
    }
}

/// A player merged into another and a person renamed are one person to the statistics: the seats
/// of both spellings counted together, under the person's name now.
#[test]
fn a_merged_and_renamed_person_is_counted_once_under_the_name_now() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    t.ok(&["new", "thousand", "--players", "Anya,Борис,Гоша"]);
    let before = view(&t, &[]);
    assert_eq!(before.players.len(), 5, "{before:?}");
    t.ok(&["player", "merge", "Anya", "--into", "Аня"]);
    t.ok(&["player", "rename", "Аня", "Анна"]);
    let after = view(&t, &[]);
    let names: Vec<&str> = after.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names.len(), 4, "{names:?}");
    let anna = after.players.iter().find(|p| p.name == "Анна").expect("Анна counted");
    assert_eq!(anna.matches, 2);
    assert!(!names.contains(&"Anya") && !names.contains(&"Аня"), "{names:?}");
    // Found by any of the names, head to head under the name now.
    assert_eq!(view(&t, &["--player", "anya"]).players.len(), 1);
    let vs = view(&t, &["--vs", "Аня,Борис"]).vs.expect("head to head");
    assert_eq!(vs.players, ["Анна".to_string(), "Борис".to_string()]);
    assert_eq!(vs.matches, 2);
}

/// The tables as a reader meets them: the players, then a table and the figures per game.
#[test]
fn the_tables_read_as_the_page_shows_them() {
    let t = Table::new();
    t.ok(&["import", &t.file("demo.json", DEMO_DOC)]);
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    insta::assert_snapshot!(t.ok(&["--ascii", "stats"]), @r"
    Player statistics over 2 matches
    +--------+---------+-----+----------+-----------+-------------+
    | player | matches | won | win rate | avg place | best streak |
    +========+=========+=====+==========+===========+=============+
    | Аня    |       2 |   1 |     100% |       1.0 |           1 |
    | Борис  |       2 |   0 |       0% |       2.0 |           0 |
    | Вера   |       2 |   0 |       0% |       3.0 |           0 |
    | Галя   |       1 |   0 |        - |         - |           0 |
    +--------+---------+-----+----------+-----------+-------------+

    Thousand
    +--------+---------+-----+-----------+-------+----------+-----------+
    | player | matches | won | avg place | deals | avg deal | best deal |
    +========+=========+=====+===========+=======+==========+===========+
    | Аня    |       1 |   1 |       1.0 |    11 |    101.8 |       300 |
    | Борис  |       1 |   0 |       2.0 |    11 |      9.1 |       240 |
    | Вера   |       1 |   0 |       3.0 |    11 |      2.7 |       120 |
    +--------+---------+-----+-----------+-------+----------+-----------+
    Аня: contracts made 5, contracts failed 0, barrels climbed 1, barrel falls 0, bolts 1
    Борис: contracts made 3, contracts failed 1, barrels climbed 0, barrel falls 0, bolts 1
    Вера: contracts made 1, contracts failed 1, barrels climbed 0, barrel falls 0, bolts 3

    King
    +--------+---------+-----+-----------+-------+----------+-----------+
    | player | matches | won | avg place | deals | avg deal | best deal |
    +========+=========+=====+===========+=======+==========+===========+
    | Аня    |       1 |   0 |         - |     0 |        - |         - |
    | Борис  |       1 |   0 |         - |     0 |        - |         - |
    | Вера   |       1 |   0 |         - |     0 |        - |         - |
    | Галя   |       1 |   0 |         - |     0 |        - |         - |
    +--------+---------+-----+-----------+-------+----------+-----------+
    ");
}
