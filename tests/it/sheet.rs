//! The score sheet as the real binary prints it: snapshots of a Thousand sheet in Russian, a Belot
//! sheet in Bulgarian and a King sheet in English at 60 and 120 columns; and for every game: no
//! line wider than the screen, plain ASCII with `--ascii`, no colour when piped, a legend of
//! exactly the marks used, voided entries named, penalties under their deal.

use crate::support::common;

use std::collections::BTreeSet;

use common::*;
use kozyr::games::MarkKind;
use unicode_width::UnicodeWidthStr;

/// The demo's eight tricks of Борис's 240 (Вера deals), as a play record.
fn tricks(t: &Table) -> String {
    t.file("tricks.txt", &tricks_text(&TRICKS))
}

/// `kozyr --ledger … ARGS` at `columns` wide; must succeed.
fn at(t: &Table, columns: usize, args: &[&str]) -> String {
    let out = t.kozyr().env("COLUMNS", columns.to_string()).env_remove("NO_COLOR").args(args).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "kozyr {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).unwrap()
}

fn play(t: &Table, deals: &[&[&str]]) {
    for d in deals {
        let mut args = vec!["deal"];
        args.extend_from_slice(d);
        t.ok(&args);
    }
}

/// Thousand, in Russian, named «пятница»: a concession, a voided misdeal, a bolt from a play
/// record, a penalty under deal 3, a failed contract.
fn thousand() -> Table {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", PLAYERS, "--name", "пятница", "--lang", "ru"]);
    play(
        &t,
        &[
            &[
                "--declarer",
                "Борис",
                "--bid",
                "120",
                "--points",
                "Аня=22,Борис=75,Вера=23",
                "--marriage",
                "Борис:hearts",
            ],
            &["--declarer", "Вера", "--bid", "110", "--conceded"],
        ],
    );
    t.ok(&["penalty", "--player", "Вера", "--reason", "misdeal"]);
    t.ok(&["undo"]);
    let path = tricks(&t);
    play(&t, &[&["--declarer", "Борис", "--bid", "240", "--tricks", &path]]);
    t.ok(&["penalty", "--player", "Аня", "--reason", "misdeal"]);
    play(&t, &[&["--declarer", "Аня", "--bid", "100", "--points", "Аня=60,Борис=35,Вера=25"]]);
    t
}

/// Bridge-Belot, in Bulgarian: hanging points, an all-pass deal, contra and recontra, a voided
/// deal, the line at 151 and the winner.
fn belot() -> Table {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена", "--lang", "bg"]);
    let hearts = ["--contract", "hearts", "--points", "Ние=60,Вие=92", "--last", "Вие"];
    let by = |who: &'static str, more: &[&'static str]| -> Vec<&'static str> {
        let mut a = hearts.to_vec();
        a.extend(["--by", who]);
        a.extend_from_slice(more);
        a
    };
    play(
        &t,
        &[
            &["--contract", "spades", "--by", "Петър", "--points", "Ние=71,Вие=81", "--last", "Ние"],
            &["--all-pass"],
            &by("Елена", &[]),
            &by("Петър", &["--contra"]),
            &by("Петър", &["--recontra"]),
        ],
    );
    t.ok(&["undo"]);
    play(&t, &[&by("Петър", &["--recontra"]), &by("Мария", &["--recontra"])]);
    t
}

/// King, in English: the first six deals of the order.
fn king() -> Table {
    let t = Table::new();
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    play(
        &t,
        &[
            &["--won", "Аня=1,Борис=3,Вера=0,Галя=4"],
            &["--game", "мальчики", "--took", "Борис=JS,JH", "--took", "Галя=2"],
            &["--took", "Аня=QS", "--took", "Вера=3"],
            &["--took", "Аня=2", "--took", "Борис=5", "--took", "Галя=1"],
            &["--last-two", "Вера,Вера"],
            &["--took", "Галя=KH"],
        ],
    );
    t
}

/// A short match of every other game, through quick entry.
fn others() -> Vec<(&'static str, Table)> {
    SAMPLES
        .iter()
        .filter(|(game, _, _)| !["thousand", "belot", "king"].contains(game))
        .map(|&(game, setup, deals)| {
            let t = Table::new();
            let mut new = vec!["new", game];
            new.extend_from_slice(setup);
            t.ok(&new);
            play(&t, deals);
            (game, t)
        })
        .collect()
}

fn every_game() -> Vec<(&'static str, Table)> {
    let mut all = vec![("thousand", thousand()), ("belot", belot()), ("king", king())];
    all.extend(others());
    all
}

// ---------------------------------------------------------------------------------------------
// Snapshots
// ---------------------------------------------------------------------------------------------

#[test]
fn thousand_sheet_in_russian() {
    let t = thousand();
    insta::assert_snapshot!("thousand_ru_60", at(&t, 60, &["show"]));
    insta::assert_snapshot!("thousand_ru_120", at(&t, 120, &["show"]));
}

#[test]
fn belot_sheet_in_bulgarian() {
    let t = belot();
    insta::assert_snapshot!("belot_bg_60", at(&t, 60, &["show", "1"]));
    insta::assert_snapshot!("belot_bg_120", at(&t, 120, &["show", "1"]));
}

#[test]
fn king_sheet_in_english() {
    let t = king();
    insta::assert_snapshot!("king_en_60", at(&t, 60, &["show"]));
    insta::assert_snapshot!("king_en_120", at(&t, 120, &["show"]));
}

// ---------------------------------------------------------------------------------------------
// Every game
// ---------------------------------------------------------------------------------------------

/// The names of the players, the teams and the match.
fn names(t: &Table) -> Vec<String> {
    let v = t.json(&["export", "1"]);
    let mut names: Vec<String> =
        v["players"].as_array().unwrap().iter().map(|p| p.as_str().unwrap().to_string()).collect();
    if let Some(teams) = v["teams"].as_object() {
        names.extend(teams.keys().cloned());
    }
    // The match's own name is data too.
    names.extend(v["name"].as_str().map(String::from));
    // Longest first, so that a name inside another goes after it.
    names.sort_by_key(|n| std::cmp::Reverse(n.chars().count()));
    names
}

#[test]
fn no_line_is_wider_than_the_screen() {
    for (game, t) in every_game() {
        for columns in [40, 60, 80, 120] {
            for args in [&["show", "1"][..], &["show", "1", "--notes"], &["--ascii", "show", "1"]] {
                let out = at(&t, columns, args);
                for line in out.lines() {
                    assert!(
                        line.width() <= columns,
                        "{game} at {columns}, {args:?}: {line:?} is {} wide:\n{out}",
                        line.width()
                    );
                }
            }
        }
    }
}

/// `kozyr list` and `kozyr log` fit the screen as the sheet does: no line wider than it, and what
/// does not fit a line is wrapped, not cut — every player's name whole in the list, every word of
/// the log's wide lines in its narrow ones.
#[test]
fn list_and_log_fit_the_screen_as_the_sheet_does() {
    let t = thousand();
    let belot = belot();
    let words = |s: &str| s.split_whitespace().map(String::from).collect::<BTreeSet<String>>();
    for (t, name) in [(&t, "thousand"), (&belot, "belot")] {
        let wide_log = at(t, 400, &["log"]);
        for columns in [40, 60] {
            for args in [&["list"][..], &["log"]] {
                let out = at(t, columns, args);
                for line in out.lines() {
                    assert!(
                        line.width() <= columns,
                        "{name} {args:?} at {columns}: {line:?} is {} wide:
{out}",
                        line.width()
                    );
                }
            }
            let log = at(t, columns, &["log"]);
            let missing: Vec<String> = words(&wide_log).difference(&words(&log)).cloned().collect();
            assert!(missing.is_empty(), "{name} log at {columns} lost {missing:?}:\n{log}");
        }
        let list = at(t, 60, &["list"]);
        let players = t.json(&["export", "1"])["players"].clone();
        for player in players.as_array().expect("players").iter().filter_map(|p| p.as_str()) {
            assert!(list.contains(player), "{name}: {player} is cut from the list at 60:\n{list}");
        }
    }
}

#[test]
fn ascii_output_is_plain_ascii_but_for_the_names() {
    for (game, t) in every_game() {
        let names = names(&t);
        for columns in [40, 120] {
            let mut out = at(&t, columns, &["--lang", "en", "--ascii", "show", "1", "--notes"]);
            for n in &names {
                out = out.replace(n.as_str(), "NAME");
            }
            // A narrow column may show a name cut short.
            let stray: BTreeSet<char> = out.chars().filter(|c| !c.is_ascii() && !c.is_alphabetic()).collect();
            assert!(stray.is_empty(), "{game} at {columns}: {stray:?} in\n{out}");
            for marker in ["─", "│", "♥", "−", "→", "×", "«"] {
                assert!(!out.contains(marker), "{game}: {marker} in\n{out}");
            }
        }
    }
    // Where the game's own words are English, nothing else is left at all.
    for t in [king(), thousand()] {
        let mut out = at(&t, 80, &["--lang", "en", "--ascii", "show", "1"]);
        for n in names(&t) {
            out = out.replace(n.as_str(), "NAME");
        }
        assert!(out.is_ascii(), "{out}");
    }
}

#[test]
fn no_colour_when_piped_or_with_no_color() {
    for (game, t) in every_game() {
        let piped = at(&t, 80, &["show", "1"]);
        let out = t.kozyr().env("NO_COLOR", "1").args(["show", "1"]).output().unwrap();
        for text in [piped, String::from_utf8(out.stdout).unwrap()] {
            assert!(!text.contains('\u{1b}'), "{game}: an escape sequence in\n{text}");
        }
    }
}

/// The marks the JSON view gives the deals in force, as the sheet prints them.
fn marks_used(t: &Table, ascii: bool) -> BTreeSet<&'static str> {
    let v = t.json(&["show", "1"]);
    let mut used = BTreeSet::new();
    for deal in v["deals"].as_array().unwrap() {
        for tags in deal["marks"].as_object().unwrap().values() {
            for tag in tags.as_array().unwrap() {
                let kind = MarkKind::ALL.iter().find(|k| tag.as_str() == Some(k.tag())).expect("a known mark");
                used.insert(if ascii { kind.ascii() } else { kind.symbol() });
            }
        }
    }
    used
}

/// The legend's symbols: the lines under the table that start with a mark.
fn legend(sheet: &str, ascii: bool) -> BTreeSet<String> {
    let bottom = if ascii { "+-" } else { "└" };
    let lines: Vec<&str> = sheet.lines().collect();
    let end = lines.iter().rposition(|l| l.starts_with(bottom)).unwrap_or_else(|| panic!("no table in\n{sheet}"));
    let after = &lines[end + 1..];
    let symbols: BTreeSet<&str> = MarkKind::ALL.iter().map(|k| if ascii { k.ascii() } else { k.symbol() }).collect();
    after.iter().filter_map(|l| l.split(' ').next()).filter(|s| symbols.contains(s)).map(String::from).collect()
}

#[test]
fn the_legend_lists_exactly_the_marks_used() {
    let mut seen = 0;
    for (game, t) in every_game() {
        for ascii in [false, true] {
            let mut args = vec!["show", "1"];
            if ascii {
                args.insert(0, "--ascii");
            }
            let sheet = at(&t, 120, &args);
            let want: BTreeSet<String> = marks_used(&t, ascii).into_iter().map(String::from).collect();
            assert_eq!(legend(&sheet, ascii), want, "{game}:\n{sheet}");
            seen += want.len();
        }
    }
    assert!(seen > 10, "the sample matches use marks");
}

#[test]
fn a_voided_entry_is_named_and_struck_not_left_blank() {
    let t = thousand();
    let sheet = at(&t, 120, &["--lang", "en", "show"]);
    let line = sheet.lines().find(|l| l.contains("— voided")).unwrap_or_else(|| panic!("{sheet}"));
    assert!(line.contains("penalty: misdeal — voided"), "{line}");
    let cells: Vec<&str> = line.split(['┆', '│']).map(str::trim).filter(|c| !c.is_empty()).collect();
    assert_eq!(cells, ["penalty: misdeal — voided"], "no number on a voided line: {line}");
    let b = belot();
    let sheet = at(&b, 120, &["show", "1"]);
    assert!(sheet.contains("Петър ♥ ×4 — анулирано"), "{sheet}");
    let sheet = at(&b, 60, &["--ascii", "--lang", "en", "show", "1"]);
    assert!(sheet.contains("Петър H x4 - voided"), "{sheet}");
}

/// The label of each table line (the deal number column), and the line's text.
fn labelled(sheet: &str) -> Vec<(String, String)> {
    sheet
        .lines()
        .filter(|l| l.starts_with('│'))
        .map(|l| {
            let cells: Vec<&str> = l.split(['┆', '│']).collect();
            (cells[1].trim().to_string(), l.to_string())
        })
        .collect()
}

#[test]
fn rows_are_numbered_by_deal_and_penalties_sit_under_theirs() {
    let t = thousand();
    let sheet = at(&t, 120, &["--lang", "en", "show"]);
    let rows = labelled(&sheet);
    let numbers: Vec<&str> = rows.iter().map(|(n, _)| n.as_str()).filter(|n| n.parse::<u32>().is_ok()).collect();
    assert_eq!(numbers, ["1", "2", "3", "4"], "six entries, four deals:\n{sheet}");
    let at_penalty = rows.iter().position(|(_, l)| l.contains("penalty: misdeal") && !l.contains("voided")).unwrap();
    assert_eq!(rows[at_penalty].0, "", "a penalty has no deal number: {sheet}");
    assert_eq!(rows[at_penalty - 1].0, "3", "the penalty after deal 3 sits under it: {sheet}");
    assert!(rows[at_penalty].1.contains("−20 (−100) !"), "{sheet}");
    // The voided penalty sits under deal 2, where it was written.
    let voided = rows.iter().position(|(_, l)| l.contains("voided")).unwrap();
    assert_eq!(rows[voided - 1].0, "2", "{sheet}");
    // A deal is explained by the number the sheet gives it.
    assert!(at(&t, 120, &["--lang", "en", "explain", "4"]).starts_with("Deal 4: Аня 100"));
}

#[test]
fn after_a_deal_only_its_notes_and_with_notes_all_of_them() {
    let t = thousand();
    let last = at(&t, 120, &["--lang", "en", "show"]);
    let notes = |s: &str| s.lines().filter(|l| l.starts_with("  #")).map(String::from).collect::<Vec<_>>();
    assert!(!notes(&last).is_empty() && notes(&last).iter().all(|l| l.starts_with("  #4: ")), "{last}");
    let all = at(&t, 120, &["--lang", "en", "show", "--notes"]);
    let labels: BTreeSet<String> = notes(&all).iter().map(|l| l[..5].to_string()).collect();
    assert!(labels.contains("  #2:") && labels.contains("  #3:") && labels.contains("  #4:"), "{all}");
    // The Russian sheet numbers its notes as it numbers its deals.
    assert!(at(&t, 120, &["show"]).contains("  №4: "));
}

#[test]
fn a_narrow_screen_moves_the_points_to_a_second_line_then_to_a_compact_sheet() {
    let t = king();
    let wide = at(&t, 120, &["show"]);
    assert!(wide.contains("−14  (−8)"), "wide: the deal's points beside the total:\n{wide}");
    let narrow = at(&t, 60, &["show"]);
    let lines: Vec<&str> = narrow.lines().collect();
    let two = lines.iter().position(|l| l.contains("no boys")).unwrap();
    assert!(lines[two].contains("−14") && lines[two + 1].contains("−8") && !lines[two].contains('('), "{narrow}");
    let compact = at(&t, 40, &["show"]);
    assert!(compact.lines().any(|l| l.starts_with("2 no boys — Борис deals")), "compact:\n{compact}");
    assert!(!compact.contains('┆'), "{compact}");
}
