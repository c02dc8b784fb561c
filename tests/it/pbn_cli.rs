//! PBN through the real binary: `kozyr import FILE.pbn` stores the match the file holds, `kozyr
//! export --format pbn` writes it back, and a broken file is refused with its rule, exit 1 and
//! nothing written.

use crate::support::bridge as bridge_support;
use crate::support::common;

use bridge_support::{pbn, play};
use common::Table;
use serde_json::{json, Value};

fn fixture(name: &str) -> String {
    format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))
}

/// The match document `export --format json` gives, without what a ledger adds on its own.
fn exported(t: &Table, id: &str) -> Value {
    serde_json::from_str(&t.ok(&["export", id, "--format", "json"])).expect("JSON")
}

#[test]
fn a_tables_pbn_file_is_imported_and_exported_back_to_the_same_match() {
    let t = Table::new();
    t.ok(&["import", &fixture("bridge-table.pbn")]);
    let first = exported(&t, "1");
    assert_eq!(first["players"], json!(["Север", "Восток", "Юг", "Запад"]));
    assert_eq!(
        first["deals"],
        json!([{"board": 1, "declarer": "N", "contract": "4SX", "tricks": 10,
                "deal": "N:AKQ2.J73.K84.A52 T9.AQ64.QJ3.KJ93 J8753.K92.A72.T4 64.T85.T965.Q876"},
               {"board": 2, "contract": "pass"},
               {"board": 3, "declarer": "E", "contract": "3NT", "tricks": 7, "vulnerable": "both"}])
    );
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    assert!(
        pbn.starts_with("% PBN 2.1\n% EXPORT\n\n[Event \"Вечер у \\\"Анны\\\" \\\\ среда\"]\n[Site \"?\"]\n"),
        "{pbn}"
    );
    assert!(pbn.contains("[Vulnerable \"All\"]\n[Deal \"N:- - - -\"]\n[Scoring \"TotalPoints\"]\n[Declarer \"E\"]\n[Contract \"3NT\"]\n[Result \"7\"]\n[Score \"NS 200\"]\n"), "{pbn}");

    // Read back by another ledger, the match is the same.
    let other = Table::new();
    let path = other.file("again.pbn", &pbn);
    other.ok(&["import", &path]);
    assert_eq!(exported(&other, "1"), first);
}

#[test]
fn a_match_recorded_in_kozyr_goes_through_pbn_unchanged() {
    let t = Table::new();
    let doc = r#"{"game": "bridge", "players": ["Аня", "Борис", "Вера", "Глеб"], "options": {"scoring": "chicago"},
        "deals": [{"board": 1, "declarer": "S", "contract": "6NT", "tricks": 12},
                  {"board": 2, "declarer": "W", "contract": "2HXX", "tricks": 7},
                  {"board": 3, "contract": "pass"},
                  {"board": 4, "declarer": "N", "contract": "3C", "tricks": 9}]}"#;
    t.ok(&["import", &t.file("m.json", doc)]);
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    assert!(pbn.contains("[Scoring \"Chicago\"]"), "{pbn}");
    // A Chicago's vulnerability is its rotation's, not the board number's: the second deal is
    // East's, East-West vulnerable (board 2 of the cycle would be North-South).
    let second = pbn.split("[Board \"2\"]").nth(1).expect("board 2");
    assert!(second.contains("[Dealer \"E\"]\n[Vulnerable \"EW\"]"), "{pbn}");
    let other = Table::new();
    other.kozyr().args(["import", "-", "--format", "pbn"]).write_stdin(pbn).assert().success();
    assert_eq!(exported(&other, "1"), exported(&t, "1"));
}

#[test]
fn only_the_deals_in_force_are_exported() {
    let t = Table::new();
    let doc = r#"{"game": "bridge", "players": ["Аня", "Борис", "Вера", "Глеб"],
        "deals": [{"board": 1, "declarer": "S", "contract": "6NT", "tricks": 12},
                  {"board": 2, "declarer": "W", "contract": "2H", "tricks": 7},
                  {"board": 3, "contract": "pass"},
                  {"void": 2, "reason": "wrong board"},
                  {"correct": 1, "deal": {"board": 1, "declarer": "S", "contract": "6NT", "tricks": 11}, "reason": "one down"},
                  {"correct": 3, "deal": {"board": 3, "declarer": "N", "contract": "1C", "tricks": 7}},
                  {"void": 6, "reason": "it was passed out after all"}]}"#;
    t.ok(&["import", &t.file("m.json", doc)]);
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    assert_eq!(pbn.matches("[Board ").count(), 2, "{pbn}");
    assert!(!pbn.contains("[Board \"2\"]"), "{pbn}");
    assert!(pbn.contains("[Contract \"6NT\"]\n[Result \"11\"]\n[Score \"EW 50\"]\n"), "{pbn}");
    // A voided correction gives the deal back as first recorded: board 3 passed out.
    let third = pbn.split("[Board \"3\"]").nth(1).expect("board 3");
    assert!(third.contains("[Contract \"Pass\"]"), "{pbn}");
}

#[test]
fn a_clubs_pbn_file_is_a_session_and_exports_its_travellers() {
    let t = Table::new();
    t.ok(&["import", &fixture("bridge-club.pbn")]);
    let first = exported(&t, "1");
    assert_eq!(first["players"], json!(["1", "2", "3", "4"]));
    assert_eq!(first["options"]["scoring"], "matchpoints");
    assert_eq!(first["options"]["boards"], 2);
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    assert!(pbn.contains(" 1  2 4S    N 10    420      -  2.00"), "{pbn}");
    assert!(pbn.contains(" 4  3 4SX   S  9      -    100  0.00"), "{pbn}");
    let other = Table::new();
    other.ok(&["import", &other.file("club.pbn", &pbn)]);
    assert_eq!(exported(&other, "1"), first);
}

#[test]
fn a_sessions_pbn_carries_its_matchpoints_and_ranking_as_kozyr_scores_them() {
    let t = Table::new();
    t.ok(&["import", &fixture("bridge-club.pbn")]);
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    // Board 1: 420 beats −100 (4SX one down by S): 2 matchpoints of a top of 2, 100 %.
    assert!(pbn.contains(" 1  2 4S    N 10    420      -  2.00  0.00 100.00   0.00\n"), "{pbn}");
    // Board 2: passed out against an average-plus/minus: the 60/40 line takes 60 % and 40 % of
    // the top (1.20 and 0.80) and no part in the passed-out line's comparison, which has none: 50 %.
    assert!(pbn.contains(" 1  3 Pass  -  -      0      0  1.00  1.00  50.00  50.00\n"), "{pbn}");
    assert!(pbn.contains(" 4  2 -     -  -    A60    A40  1.20  0.80  60.00  40.00\n"), "{pbn}");
    // The ranking: pairs 1 and 3 share the first place; the file says so as `session show` does.
    let total = "[TotalScoreTable \"Rank\\3R;PairId\\2R;TotalScoreMP\\7R;TotalPercentage\\6R\"]\n\
                 1-2  1    3.00  75.00\n1-2  3    3.00  75.00\n  3  4    1.20  30.00\n  4  2    0.80  20.00\n";
    assert!(pbn.contains(total), "{pbn}");
    let show: Value = serde_json::from_str(&t.ok(&["--json", "session", "show"])).expect("JSON");
    assert_eq!(show["ranking"][0]["rank"], "1-2", "{show}");
    // An IMP session writes IMPs and no percentages.
    let imps = Table::new();
    imps.ok(&["session", "new", "--pairs", "4", "--boards", "1", "--scoring", "imps"]);
    imps.ok(&["session", "result", "1", "--ns", "1", "--ew", "2", "--contract", "4S", "--by", "N", "--tricks", "10"]);
    imps.ok(&["session", "result", "1", "--ns", "3", "--ew", "4", "--contract", "4S", "--by", "N", "--tricks", "9"]);
    let pbn = imps.ok(&["export", "--format", "pbn"]);
    assert!(pbn.contains("IMP_NS\\6R;IMP_EW\\6R\"]"), "{pbn}");
    assert!(pbn.contains("[TotalScoreTable \"Rank\\3R;PairId\\2R;TotalScoreIMP\\7R\"]"), "{pbn}");
    assert!(!pbn.contains("Percentage"), "{pbn}");
}

#[test]
fn a_dealing_programs_file_makes_an_empty_match() {
    let t = Table::new();
    t.ok(&["import", &fixture("bridge-dealer.pbn")]);
    assert_eq!(exported(&t, "1")["deals"], json!([]));
    assert_eq!(exported(&t, "1")["players"], json!(["North", "East", "South", "West"]));
}

#[test]
fn broken_pbn_files_are_refused_and_nothing_is_written() {
    let t = Table::with_match();
    let game = |contract: &str, declarer: &str, result: &str| {
        format!("[Event \"?\"]\n[Board \"1\"]\n[Declarer \"{declarer}\"]\n[Contract \"{contract}\"]\n[Result \"{result}\"]\n")
    };
    let cases = [
        ("[Board \"1\"]\n[Contract \"4S\n".to_string(), "pbn.tag.unterminated", "line 2"),
        (game("4S", "Z", "10"), "pbn.declarer", "line 3"),
        (game("8S", "N", "10"), "bridge.contract.level", "line 4"),
        (game("4S", "N", "14"), "bridge.tricks.range", "line 5"),
        (
            "[Board \"1\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n 1 2 4S N 10\n 3 4 4S N\n"
                .to_string(),
            "pbn.table.fields",
            "line 4",
        ),
    ];
    for (i, (text, rule, line)) in cases.iter().enumerate() {
        let path = t.file(&format!("bad{i}.pbn"), text);
        let err = t.refused(&["import", &path], rule);
        assert!(err.contains(line), "{rule}: {err}");
    }
    // Read as PBN when asked, whatever the name.
    let path = t.file("bad.txt", &game("4S", "N", "14"));
    t.refused(&["import", &path, "--format", "pbn"], "bridge.tricks.range");
}

#[test]
fn a_refusal_speaks_the_readers_language() {
    let t = Table::new();
    let path = t.file("bad.pbn", "[Board \"1\"]\n[Declarer \"Z\"]\n[Contract \"4S\"]\n[Result \"10\"]\n");
    let out = t.kozyr().args(["--lang", "ru", "import", &path]).output().expect("runs");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("строка 2") && err.contains("[pbn.declarer]"), "{err}");
}

#[test]
fn only_bridge_is_exported_as_pbn() {
    let t = Table::with_match();
    t.refused(&["export", "1", "--format", "pbn"], "pbn.export.game");
}

#[test]
fn a_latin_1_file_from_an_older_program_is_read() {
    let t = Table::new();
    // "Zoë" and "André" in ISO 8859-1, the standard's character set, with CR LF line ends.
    let mut bytes = b"[Event \"Caf\xe9\"]\r\n[Board \"1\"]\r\n[North \"Zo\xeb\"]\r\n[East \"Andr\xe9\"]\r\n[South \"Bo\"]\r\n[West \"Al\"]\r\n".to_vec();
    bytes.extend_from_slice(b"[Declarer \"S\"]\r\n[Contract \"1NT\"]\r\n[Result \"7\"]\r\n");
    let path = t.dir.path().join("old.pbn");
    std::fs::write(&path, bytes).expect("write");
    t.ok(&["import", path.to_str().expect("path")]);
    let doc = exported(&t, "1");
    assert_eq!(doc["name"], "Café");
    assert_eq!(doc["players"], json!(["Zoë", "André", "Bo", "Al"]));
    assert_eq!(doc["deals"], json!([{"board": 1, "declarer": "S", "contract": "1NT", "tricks": 7}]));
}

/// Each deal's score to North-South as `kozyr show` scores it.
fn scores(t: &Table) -> Vec<i64> {
    let v = t.json(&["show"]);
    v["deals"].as_array().expect("deals").iter().map(|r| r["scores"]["NS"].as_i64().expect("a score")).collect()
}

/// North-South's tricks of a play whose trick winners are `winners`.
fn ns_tricks(winners: &[usize]) -> usize {
    winners.iter().filter(|&&w| w % 2 == 0).count()
}

#[test]
fn boards_entered_in_full_export_the_refereed_result_with_their_cards_and_come_back_the_same() {
    // 4♠ by South, West leads, every player his highest legal card (tests/support/bridge.rs).
    let (tricks, winners) = play(Some(3), 3, &[]);
    let ns = ns_tricks(&winners);
    // Board 1 (nobody vulnerable, North deals): the auction fixes the contract, the play the tricks;
    // the record writes neither. Board 2 (North-South vulnerable): contract and declarer with the
    // play, no count of tricks, and no hands (rebuilt from the play). Board 3 (East-West
    // vulnerable, South deals): ten tricks, then South claims the last three and West agrees.
    let doc = json!({"game": "bridge", "players": ["Аня", "Борис", "Вера", "Глеб"], "deals": [
        {"board": 1, "deal": pbn(), "auction": "P P 1S P 4S P P P", "play": tricks},
        {"board": 2, "contract": "4S", "declarer": "S", "play": tricks},
        {"board": 3, "deal": pbn(), "contract": "4S", "declarer": "S",
         "play": {"tricks": tricks[..10], "claim": {"by": "S", "tricks": 3, "agreed": true}}}]});
    let t = Table::new();
    t.ok(&["import", &t.file("m.json", &doc.to_string())]);
    let shown = scores(&t);
    // Law 77 by hand: 4♠ making ten tricks is 420 not vulnerable, 620 vulnerable, 30 a trick over;
    // each trick down 50 not vulnerable, 100 vulnerable.
    let four_spades = |vul: bool, took: usize| -> i64 {
        let (game, down) = if vul { (620, 100) } else { (420, 50) };
        if took >= 10 {
            game + 30 * (took as i64 - 10)
        } else {
            -down * (10 - took as i64)
        }
    };
    let claimed = ns_tricks(&winners[..10]) + 3;
    assert_eq!(shown, [four_spades(false, ns), four_spades(true, ns), four_spades(false, claimed)]);

    let text = t.ok(&["export", "1", "--format", "pbn"]);
    let game = |b: usize| {
        text.split(&format!("[Board \"{b}\"]"))
            .nth(1)
            .expect("the board")
            .split("\n\n")
            .next()
            .map(|g| format!("{g}\n"))
            .unwrap_or_default()
    };
    let score = |s: i64| if s >= 0 { format!("NS {s}") } else { format!("EW {}", -s) };
    // The refereed result, never a passed-out board nor a missing count of tricks.
    for (b, took) in [(1, ns), (2, ns), (3, claimed)] {
        let g = game(b);
        let want =
            format!("[Declarer \"S\"]\n[Contract \"4S\"]\n[Result \"{took}\"]\n[Score \"{}\"]\n", score(shown[b - 1]));
        assert!(g.contains(&want), "board {b}: {g}");
    }
    // The hands from the dealer round (board 1: North's first, as the record gave them; board 2:
    // East deals, the hands rebuilt from the play).
    assert!(game(1).contains(&format!("[Deal \"{}\"]", pbn())), "{}", game(1));
    let east_first = {
        let all = pbn();
        let hands: Vec<&str> = all[2..].split(' ').collect();
        format!("E:{} {} {} {}", hands[1], hands[2], hands[3], hands[0])
    };
    assert!(game(2).contains(&format!("[Deal \"{east_first}\"]")), "{}", game(2));
    // The auction section: the dealer's seat, then the calls four a line.
    assert!(game(1).contains("[Auction \"N\"]\nPass Pass 1S Pass\n4S Pass Pass Pass\n"), "{}", game(1));
    assert!(!game(2).contains("[Auction"), "no auction was recorded: {}", game(2));
    // The play section: the opening leader's seat, then a trick a line in seat columns W N E S,
    // whoever led it: trick 1 is W:A♠ N:9♠ E:J♠ S:K♠ (the support's play, West leading).
    let pbn_card = |c: &str| {
        let (rank, suit) = c.split_at(c.len() - 1);
        format!("{suit}{}", if rank == "10" { "T" } else { rank })
    };
    let column = |trick: &[String], seat: &str| {
        trick.iter().find_map(|p| p.strip_prefix(&format!("{seat}:"))).map(pbn_card).expect("a card")
    };
    let lines: Vec<String> = tricks.iter().map(|t| ["W", "N", "E", "S"].map(|s| column(t, s)).join(" ")).collect();
    assert!(game(1).contains(&format!("[Play \"W\"]\n{}\n", lines.join("\n"))), "{}\n{lines:?}", game(1));
    // A claim: the play stops with `*`, the last card carries the note that says the claim.
    let g3 = game(3);
    let last = &tricks[9][3];
    let (seat, _) = last.split_once(':').expect("seat");
    let tenth = ["W", "N", "E", "S"]
        .map(|s| if s == seat { format!("{} =1=", column(&tricks[9], s)) } else { column(&tricks[9], s) })
        .join(" ");
    assert!(g3.contains(&format!("{}\n{tenth}\n*\n", lines[8])), "{g3}");
    assert!(g3.contains("*\n[Note \"1:Claim: S 3 agreed\"]\n"), "{g3}");

    // Read back: the same match, the same scores, and the same file again.
    let other = Table::new();
    other.ok(&["import", &other.file("again.pbn", &text)]);
    assert_eq!(scores(&other), shown);
    assert_eq!(other.ok(&["export", "1", "--format", "pbn"]), text);
    let back = exported(&other, "1");
    assert_eq!(back["deals"][0]["auction"], "Pass Pass 1S Pass 4S Pass Pass Pass");
    assert_eq!(back["deals"][2]["play"]["claim"], json!({"by": "S", "tricks": 3, "agreed": true}));
}

#[test]
fn a_chicago_exports_the_dealer_who_dealt_again_after_a_passed_out_deal() {
    let t = Table::new();
    // Deal 1 North's; deal 2 East's, passed out, so East deals again (deal 2 of the chicago still,
    // East-West vulnerable); then South, then West.
    let doc = r#"{"game": "bridge", "players": ["Аня", "Борис", "Вера", "Глеб"], "options": {"scoring": "chicago"},
        "deals": [{"board": 1, "declarer": "S", "contract": "2S", "tricks": 8},
                  {"board": 2, "contract": "pass"},
                  {"board": 3, "declarer": "W", "contract": "2H", "tricks": 8},
                  {"board": 4, "declarer": "N", "contract": "3C", "tricks": 9},
                  {"board": 5, "declarer": "E", "contract": "1NT", "tricks": 7}]}"#;
    t.ok(&["import", &t.file("m.json", doc)]);
    let pbn = t.ok(&["export", "1", "--format", "pbn"]);
    let game = |b: usize| pbn.split(&format!("[Board \"{b}\"]")).nth(1).expect("the board").to_string();
    for (b, dealer, vul) in [(1, "N", "None"), (2, "E", "EW"), (3, "E", "EW"), (4, "S", "NS"), (5, "W", "All")] {
        assert!(game(b).contains(&format!("[Dealer \"{dealer}\"]\n[Vulnerable \"{vul}\"]")), "board {b}: {pbn}");
    }
}

#[test]
fn a_line_scored_at_another_vulnerability_is_written_as_scored_and_ranks_the_same_read_back() {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "6", "--boards", "1"]);
    // Board 1 is nobody's vulnerable; the second table played it with North-South vulnerable.
    // 4♠ made: 420 at the first and third tables, 620 at the second: pairs 3 top, 1 and 5 share.
    t.ok(&["session", "result", "1", "--ns", "1", "--ew", "2", "--contract", "4S", "--by", "N", "--tricks", "10"]);
    t.ok(&[
        "session",
        "result",
        "1",
        "--ns",
        "3",
        "--ew",
        "4",
        "--contract",
        "4S",
        "--by",
        "N",
        "--tricks",
        "10",
        "--vulnerable",
        "ns",
    ]);
    t.ok(&["session", "result", "1", "--ns", "5", "--ew", "6", "--contract", "4S", "--by", "N", "--tricks", "10"]);
    let ranking = |t: &Table| t.json(&["session", "show"])["ranking"].clone();
    let before = ranking(&t);
    assert_eq!(before[0]["pair"], "3", "{before}");
    let pbn = t.ok(&["export", "--format", "pbn"]);
    // Two games of board 1: the board's own vulnerability, and North-South's for the line played so.
    assert_eq!(pbn.matches("[Board \"1\"]").count(), 2, "{pbn}");
    let ns_game = pbn.split("[Vulnerable \"NS\"]").nth(1).expect("a game at NS vulnerable");
    // 620, 4 matchpoints of 4 (it beats both 420s), 100 %.
    assert!(ns_game.contains(" 3  4 4S    N 10    620      -  4.00  0.00 100.00   0.00\n"), "{pbn}");
    let other = Table::new();
    other.ok(&["import", &other.file("s.pbn", &pbn)]);
    assert_eq!(ranking(&other), before);
    let deals = exported(&other, "1")["deals"].clone();
    let third = deals.as_array().expect("deals").iter().find(|d| d["ns"] == 3).expect("pair 3's line").clone();
    assert_eq!(third["vulnerable"], "ns", "{deals}");
}
