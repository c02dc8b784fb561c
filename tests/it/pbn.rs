//! PBN files written by hand from the PBN standard 2.1 read into the bridge match documents they
//! hold: a dealing program's deals, a table's results, a club's travellers.

use kozyr::games::bridge::{Contract, Doubling, Strain, Vulnerability};
use kozyr::games::MatchDoc;
use kozyr::pbn::{self, Column, LineResult, TravellerLine};
use serde_json::{json, Value};

fn fixture(name: &str) -> String {
    std::fs::read_to_string(format!("{}/tests/fixtures/{name}", env!("CARGO_MANIFEST_DIR"))).expect("fixture")
}

fn doc(text: &str) -> Value {
    serde_json::to_value(pbn::to_document(text).expect("the file reads")).expect("JSON")
}

#[test]
fn a_dealing_programs_file_is_a_match_with_nothing_played() {
    assert_eq!(
        doc(&fixture("bridge-dealer.pbn")),
        json!({"game": "bridge", "name": "Club deals", "players": ["North", "East", "South", "West"],
               "options": {"scoring": "duplicate"}, "deals": []})
    );
    let games = pbn::read(&fixture("bridge-dealer.pbn")).unwrap();
    assert_eq!(games.len(), 3);
    assert_eq!(games[2].known("Event"), Some("Club deals"), "# copies the previous game's value");
    assert_eq!(games[1].known("Deal"), Some("E:KQJ.AK2.QJT9.KQ2 - A932.QJT.A6.AJT9 -"));
}

#[test]
fn a_tables_results_become_its_deals() {
    assert_eq!(
        doc(&fixture("bridge-table.pbn")),
        json!({"game": "bridge", "name": "Вечер у \"Анны\" \\ среда", "players": ["Север", "Восток", "Юг", "Запад"],
               "options": {"scoring": "duplicate"},
               "deals": [
                   {"board": 1, "declarer": "N", "contract": "4SX", "tricks": 10,
                    "deal": "N:AKQ2.J73.K84.A52 T9.AQ64.QJ3.KJ93 J8753.K92.A72.T4 64.T85.T965.Q876"},
                   {"board": 2, "contract": "pass"},
                   {"board": 3, "declarer": "E", "contract": "3NT", "tricks": 7, "vulnerable": "both"}]})
    );
}

/// A game of 3NT by South with its hands, auction and play sections as the PBN standard 2.1
/// writes them: the play in seat columns from West, the opening leader, whoever led each trick.
fn full_game(play: &str, notes: &str) -> String {
    format!(
        "[Board \"1\"]\n[Dealer \"N\"]\n[Deal \"N:AKQ2.K54.T98.AJ3 J43.AQ2.KQ7.K542 T98.JT98.AJ2.QT9 765.763.6543.876\"]\n\
         [Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n[Auction \"N\"]\nPass Pass 1NT =1= Pass\n3NT AP\n\
         [Note \"1:15-17\"]\n[Play \"W\"]\n{play}{notes}"
    )
}

#[test]
fn the_auction_and_the_play_sections_are_read_in_the_order_played() {
    // Trick 1: West's ♥7, East's ♥Q wins; trick 2 is led by East, and North's ♠A wins it. Each
    // line keeps the columns W N E S.
    let d = doc(&full_game("H7 H4 HQ H8\nS5 SA SJ S8 =2=\n*\n", "[Note \"2:Claim: S 8 agreed\"]\n"));
    let deal = &d["deals"][0];
    assert_eq!(deal["dealer"], "N");
    assert_eq!(deal["auction"], "Pass Pass 1NT Pass 3NT P P P");
    assert_eq!(deal["play"]["tricks"], json!([["W:7H", "N:4H", "E:QH", "S:8H"], ["E:JS", "S:8S", "W:5S", "N:AS"]]));
    assert_eq!(deal["play"]["claim"], json!({"by": "S", "tricks": 8, "agreed": true}));
    // A play that stops with no claim to say how it ended keeps the result alone.
    let d = doc(&full_game("H7 H4 HQ H8\n*\n", ""));
    assert!(d["deals"][0].get("play").is_none(), "{d}");
    assert_eq!(d["deals"][0]["tricks"], 9);
    // A card or a trick the section cannot hold, a seat that is not one.
    refused(&full_game("H7 HK HA HZ\n", ""), "pbn.play.card", 12);
    refused(&full_game("H7 HK HA\n", ""), "pbn.play.trick", 12);
    refused(&full_game("", "").replace("[Play \"W\"]", "[Play \"X\"]\nH7 HK HA HJ"), "pbn.section.seat", 11);
}

#[test]
fn rubber_and_chicago_files_keep_their_scoring() {
    let one = |scoring: &str| {
        format!("[Board \"1\"]\n[Scoring \"{scoring}\"]\n[Declarer \"W\"]\n[Contract \"2H\"]\n[Result \"8\"]\n")
    };
    assert_eq!(doc(&one("Rubber"))["options"]["scoring"], "rubber");
    assert_eq!(doc(&one("Chicago"))["options"]["scoring"], "chicago");
    assert_eq!(doc(&one("MP"))["options"]["scoring"], "duplicate");
    assert_eq!(doc(&one("Rubber"))["deals"][0]["declarer"], "W");
}

#[test]
fn a_clubs_travellers_become_a_session_with_its_pairs_renumbered() {
    assert_eq!(
        doc(&fixture("bridge-club.pbn")),
        json!({"game": "bridge", "name": "Клуб \"Бридж\" — вторник", "players": ["1", "2", "3", "4"],
               "options": {"scoring": "matchpoints", "boards": 2},
               "deals": [
                   {"board": 1, "ns": 1, "ew": 2, "contract": "4S", "declarer": "N", "tricks": 10},
                   {"board": 1, "ns": 4, "ew": 3, "contract": "4SX", "declarer": "S", "tricks": 9},
                   {"board": 2, "ns": 1, "ew": 3, "contract": "pass"},
                   {"board": 2, "ns": 4, "ew": 2, "adjusted": "60/40"}]})
    );
}

#[test]
fn a_sessions_scoring_follows_the_scoring_tag() {
    let with = |scoring: &str| {
        format!("[Board \"1\"]\n[Scoring \"{scoring}\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 3NT S 9\n")
    };
    for (tag, id) in [("MP", "matchpoints"), ("IMP", "imps"), ("IMP;Cross", "cross-imps"), ("Butler", "butler")] {
        assert_eq!(doc(&with(tag))["options"]["scoring"], id, "{tag}");
    }
}

#[test]
fn pair_ids_1_to_n_stay_and_others_are_numbered_in_order() {
    let n = |ids: &[&str]| pbn::convert::pair_numbers(ids.iter().copied()).into_iter().collect::<Vec<_>>();
    assert_eq!(n(&["2", "1", "3"]), [("1".into(), 1), ("2".into(), 2), ("3".into(), 3)]);
    assert_eq!(n(&["12", "3", "8", "3"]), [("12".into(), 3), ("3".into(), 1), ("8".into(), 2)]);
}

fn refused(text: &str, rule: &str, line: usize) {
    let e = pbn::to_document(text).expect_err("refused");
    assert_eq!(e.rule, rule, "{}", e.message());
    assert!(e.message().starts_with(&format!("line {line}: ")), "{}", e.message());
}

#[test]
fn bad_files_are_refused_with_their_rule_and_line() {
    let game = |contract: &str, declarer: &str, result: &str| {
        format!("[Board \"1\"]\n[Declarer \"{declarer}\"]\n[Contract \"{contract}\"]\n[Result \"{result}\"]\n")
    };
    refused("[Board \"1\"]\n[Contract \"4S]\n", "pbn.tag.unterminated", 2);
    refused(&game("4S", "X", "10"), "pbn.declarer", 2);
    refused(&game("4S", "", "10"), "pbn.declarer", 2);
    refused(&game("8S", "N", "10"), "bridge.contract.level", 3);
    refused(&game("4SR", "N", "10"), "bridge.contract.redouble", 3);
    refused(&game("4S", "N", "14"), "bridge.tricks.range", 4);
    refused(&game("4S", "N", "ten"), "pbn.result", 4);
    refused(&game("4S", "N", "?"), "bridge.tricks.missing", 4);
    refused("[Board \"x\"]\n[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n", "pbn.board", 1);
    refused(
        "[Board \"1\"]\n[Vulnerable \"Some\"]\n[Declarer \"N\"]\n[Contract \"4S\"]\n[Result \"10\"]\n",
        "bridge.deal.vulnerable",
        2,
    );
    refused(
        "[Board \"1\"]\n[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\4L;Declarer\\1R;Result\\2R\"]\n 1 2 4S N 10\n 3 4 4S N\n",
        "pbn.table.fields",
        4,
    );
    refused("[Board \"1\"]\n[ScoreTable \"PairId_NS;Contract\"]\n1 4S\n", "pbn.table.column", 2);
    refused("[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract\"]\n1 2 -\n", "pbn.table.contract", 3);
    refused("; only a comment\n{ never closed\n", "pbn.comment.unterminated", 2);
    assert_eq!(pbn::to_document("% PBN 2.1\n; nothing\n").unwrap_err().rule, "pbn.empty");
}

#[test]
fn a_score_table_takes_the_scoring_columns_the_session_computes() {
    let four_spades = Contract { level: 4, strain: Strain::Spades, doubling: Doubling::Undoubled };
    let lines = [
        TravellerLine {
            ns: "1".into(),
            ew: "2".into(),
            result: LineResult::Played { contract: four_spades, declarer: 0, tricks: 11 },
        },
        TravellerLine {
            ns: "3".into(),
            ew: "4".into(),
            result: LineResult::Played { contract: four_spades, declarer: 1, tricks: 8 },
        },
    ];
    let extra = [Column::new("MP_NS", 4, true), Column::new("MP_EW", 4, true)];
    let rows = vec![vec![Some("2".into()), Some("0".into())], vec![Some("0".into()), Some("2".into())]];
    let text = pbn::score_table(&lines, Vulnerability::Ns, &extra, &rows);
    assert_eq!(
        text,
        "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;Score_EW\\6R;MP_NS\\4R;MP_EW\\4R\"]\n \
         1  2 4S    N 11    650      -    2    0\n \
         3  4 4S    E  8    100      -    0    2\n"
    );
    // East-West not vulnerable, two down: 100 to North-South.
    let games = pbn::read(&format!("[Board \"1\"]\n{text}")).unwrap();
    assert_eq!(pbn::Table::read(games[0].tag("ScoreTable").unwrap()).unwrap().rows.len(), 2);
}

#[test]
fn an_export_reads_back_to_the_same_document() {
    let original = MatchDoc::parse(
        r#"{"game": "bridge", "name": "Среда", "players": ["Север", "Восток", "Юг", "Запад"], "options": {"scoring": "rubber"},
            "deals": [{"board": 1, "declarer": "N", "contract": "4SX", "tricks": 10},
                      {"board": 2, "contract": "pass"},
                      {"board": 3, "declarer": "E", "contract": "3NT", "tricks": 7, "honours": "Восток:4"}]}"#,
    )
    .unwrap();
    let options = json!({"scoring": "rubber", "unfinished_partscore": 100});
    let text = pbn::export(&pbn::MatchView {
        name: original.name.as_deref(),
        date: "2024.03.07".into(),
        players: &original.players,
        options: &options,
        deals: &original.deals,
        replayed: &[],
    })
    .unwrap();
    assert!(text.starts_with("% PBN 2.1\n% EXPORT\n\n[Event \"Среда\"]\n[Site \"?\"]\n[Date \"2024.03.07\"]\n[Board \"1\"]\n[West \"Запад\"]\n[North \"Север\"]\n[East \"Восток\"]\n[South \"Юг\"]\n[Dealer \"N\"]\n[Vulnerable \"None\"]\n[Deal \"N:- - - -\"]\n[Scoring \"Rubber\"]\n[Declarer \"N\"]\n[Contract \"4SX\"]\n[Result \"10\"]\n[Score \"NS 590\"]\n"), "{text}");
    let mut back = pbn::to_document(&text).unwrap();
    assert_eq!(back.options.get("scoring"), Some(&json!("rubber")));
    back.options = original.options.clone();
    assert_eq!(back, original);
}

#[test]
fn a_score_table_s_scores_must_be_the_boards_score() {
    let table = |vulnerable: &str, rows: &str| {
        format!(
            "[Board \"1\"]\n[Vulnerable \"{vulnerable}\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result;Score_NS;Score_EW\"]\n{rows}"
        )
    };
    // 4♠ made by North: 420 not vulnerable, 620 vulnerable; written on either side, signed or not.
    assert!(pbn::to_document(&table("None", "1 2 4S N 10 420 -\n3 4 4S N 10 420 -420\n")).is_ok());
    assert!(pbn::to_document(&table("NS", "1 2 4S N 10 620 -\n3 4 4S E 8 - -100\n")).is_ok());
    refused(&table("None", "1 2 4S N 10 620 -\n"), "pbn.table.score", 4);
    refused(&table("None", "1 2 4S N 10 - 420\n"), "pbn.table.score", 4);
    refused(&table("None", "1 2 Pass - - 50 -\n"), "pbn.table.score", 4);
}

#[test]
fn a_score_table_may_give_the_result_against_the_contract() {
    let text = "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N =\n3 4 4S N +1\n5 6 4S N -2\n";
    let d = doc(text);
    let took: Vec<_> = d["deals"].as_array().unwrap().iter().map(|l| l["tricks"].clone()).collect();
    assert_eq!(took, [json!(10), json!(11), json!(8)]);
    refused(
        "[Board \"1\"]\n[ScoreTable \"PairId_NS;PairId_EW;Contract;Declarer;Result\"]\n1 2 4S N +4\n",
        "bridge.result.range",
        3,
    );
}

#[test]
fn a_sessions_export_carries_its_scoring_columns_and_ranking_when_given() {
    let deals = vec![
        json!({"board": 1, "ns": 1, "ew": 2, "contract": "3NT", "declarer": "S", "tricks": 9}),
        json!({"board": 1, "ns": 3, "ew": 4, "contract": "3NT", "declarer": "S", "tricks": 8}),
    ];
    let players: Vec<String> = ["1", "2", "3", "4"].iter().map(|s| s.to_string()).collect();
    let options = json!({"scoring": "matchpoints", "boards": 1});
    let view = pbn::MatchView {
        name: None,
        date: "2024.03.12".into(),
        players: &players,
        options: &options,
        deals: &deals,
        replayed: &[],
    };
    let mut scores = pbn::SessionScores {
        columns: vec![Column::new("MP_NS", 4, true), Column::new("MP_EW", 4, true)],
        ..Default::default()
    };
    scores.rows.insert(1, vec![vec![Some("2".into()), Some("0".into())], vec![Some("0".into()), Some("2".into())]]);
    let rank =
        |r: &str, p: &str, mp: &str, pc: &str| vec![Some(r.into()), Some(p.into()), Some(mp.into()), Some(pc.into())];
    scores.total = Some((
        vec![
            Column::new("Rank", 2, true),
            Column::new("PairId", 2, true),
            Column::new("TotalScoreMP", 5, true),
            Column::new("TotalPercentage", 5, true),
        ],
        vec![
            rank("1", "1", "2", "100.0"),
            rank("1", "4", "2", "100.0"),
            rank("3", "2", "0", "0.0"),
            rank("3", "3", "0", "0.0"),
        ],
    ));
    let text = pbn::export_scored(&view, Some(&scores)).unwrap();
    assert!(
        text.contains(" 1  2 3NT   S  9    400      -    2    0\n 3  4 3NT   S  8      -     50    0    2\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "[TotalScoreTable \"Rank\\2R;PairId\\2R;TotalScoreMP\\5R;TotalPercentage\\5R\"]\n 1  1     2 100.0\n"
        ),
        "{text}"
    );
    // Read back, the scoring's columns are passed over and the travellers are the same.
    assert_eq!(doc(&text)["deals"], json!(deals));
    assert_eq!(pbn::export(&view).unwrap().matches("MP_NS").count(), 0);
}

#[test]
fn hands_not_all_known_and_an_unfinished_auction_are_read_past() {
    let text =
        "[Board \"1\"]\n[Deal \"N:AKQ2.K54.T98.AJ3 - - -\"]\n[Declarer \"S\"]\n[Contract \"3NT\"]\n[Result \"9\"]\n\
                [Auction \"N\"]\nPass Pass 1NT *\n";
    let d = doc(text);
    assert_eq!(d["deals"][0], json!({"board": 1, "declarer": "S", "contract": "3NT", "tricks": 9}));
}
