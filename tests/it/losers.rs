//! The games that only name a loser or a winner, through the real binary: for each of the sixteen
//! presets a short match and its tally, and bad input refused with exit 1, the rule id and the
//! ledger unchanged — an unknown player, two losers where one is allowed, a finishing order that
//! is not a permutation, «погоны» outside Durak, impossible «погоны».

use crate::support::common;

use crate::support::outcome::games;
use common::Table;
use kozyr::games::outcome::Kind;
use kozyr::games::Game;
use serde_json::Value;

const NAMES: [&str; 7] = ["Аня", "Борис", "Вера", "Галя", "Дима", "Женя", "Зоя"];

/// Every preset with its kind and a number of players it seats (three where it can).
fn presets() -> Vec<(&'static str, Kind, usize)> {
    games()
        .iter()
        .map(|g| {
            let (lo, hi) = g.info().seats;
            (g.info().id, g.kind, lo.max(3).min(hi))
        })
        .collect()
}

fn table(id: &str, n: usize) -> Table {
    let t = Table::new();
    t.ok(&["new", id, "--players", &NAMES[..n].join(",")]);
    t
}

fn tally(t: &Table) -> Vec<i64> {
    let v = t.json(&["show"]);
    v["totals"].as_object().expect("totals").values().map(|x| x.as_i64().expect("int")).collect()
}

#[test]
fn every_preset_keeps_the_tally_of_a_short_match() {
    for (id, kind, n) in presets() {
        let t = table(id, n);
        match kind {
            Kind::Loser => {
                t.ok(&["deal", "--loser", NAMES[1]]);
                t.ok(&["deal", "--loser", NAMES[1]]);
                // Every game takes the order typed, Drunkard too: its last is the loser.
                let order: Vec<&str> = NAMES[..n].iter().rev().copied().collect();
                t.ok(&["deal", "--order", &order.join(",")]);
                let mut want = vec![0; n];
                want[1] = 2;
                want[0] += 1;
                assert_eq!(tally(&t), want, "{id}");
                let shown = t.ok(&["show"]);
                assert!(shown.contains("Борис") && shown.contains("2 of 3 deals"), "{id}: {shown}");
            }
            Kind::Winner => {
                t.ok(&["deal", "--winner", NAMES[2]]);
                let order: Vec<&str> = NAMES[..n].to_vec();
                t.ok(&["deal", "--order", &order.join(",")]);
                let mut want = vec![0; n];
                want[2] = 1;
                want[0] = 1;
                assert_eq!(tally(&t), want, "{id}");
            }
            Kind::Count { field, total } => {
                let first = format!("{}={},{}={}", NAMES[0], total - 1, NAMES[1], 1);
                t.ok(&["deal", &format!("--{field}"), &first]);
                t.ok(&["deal", &format!("--{field}"), &format!("{}={total}", NAMES[2])]);
                let mut want = vec![0; n];
                want[0] = total - 1;
                want[1] = 1;
                want[2] = total;
                assert_eq!(tally(&t), want, "{id}");
            }
        }
        let v = t.json(&["show"]);
        assert!(v.get("tally").is_some() || v.to_string().contains("longest_run"), "{id}: {v}");
    }
}

#[test]
fn durak_records_pogony_draws_and_names_the_fool_of_the_evening() {
    let t = table("durak", 3);
    t.ok(&["deal", "--loser", "Вера", "--pogony", "6"]);
    t.ok(&["deal", "--loser", "Вера", "--pogony", "KS,KH"]);
    t.ok(&["deal", "--draw"]);
    t.ok(&["deal", "--loser", "Борис"]);
    assert_eq!(tally(&t), [0, 1, 2]);
    let shown = t.ok(&["show"]);
    assert!(shown.contains("most often the fool: Вера (2 times)"), "{shown}");
    assert!(shown.contains("Вера: the fool 2 of 4 deals, longest run 2"), "{shown}");
    assert!(shown.contains("Вера: with «погоны» 2 times"), "{shown}");
    assert!(shown.contains("draws: 1"), "{shown}");
    assert!(shown.contains("Борис deals"), "the fool deals next: {shown}");
    let ru = t.ok(&["--lang", "ru", "show"]);
    assert!(ru.contains("чаще всех дурак: Вера (2 раза)"), "{ru}");
    assert!(ru.contains("Вера — дурак с погонами"), "{ru}");
}

#[test]
fn the_agreed_deals_end_the_evening_with_the_fewest_losses_winning() {
    let t = Table::new();
    t.ok(&["new", "durak", "--players", "Аня,Борис,Вера", "--option", "deals=2"]);
    t.ok(&["deal", "--loser", "Вера"]);
    t.ok(&["deal", "--loser", "Вера"]);
    // Аня and Борис are level on none: another deal.
    t.ok(&["deal", "--loser", "Борис"]);
    let v: Value = t.json(&["show"]);
    assert_eq!(v["finished"], Value::Bool(true), "{v}");
}

#[test]
fn eroshki_forgives_without_counting() {
    let t = table("eroshki", 3);
    t.ok(&["deal", "--loser", "Вера", "--forgiven"]);
    t.ok(&["deal", "--order", "Аня,Вера,Борис"]);
    assert_eq!(tally(&t), [0, 1, 0]);
    t.refused(&["deal", "--forgiven"], "eroshki.deal.outcome");
    let f = t.file("f.json", r#"{"order": ["Аня", "Вера", "Борис"], "forgiven": true}"#);
    t.ok(&["deal", "--file", &f]);
    assert_eq!(tally(&t), [0, 1, 0], "the order's last is forgiven");
}

/// The page promises the forgiven losses in the notes under the sheet: also for a player whose
/// every loss was forgiven, who has no line of his own.
#[test]
fn eroshki_notes_name_a_forgiven_loser_whose_every_loss_was_forgiven() {
    let t = table("eroshki", 3);
    t.ok(&["deal", "--loser", "Вера", "--forgiven"]);
    t.ok(&["deal", "--loser", "Борис"]);
    let v = t.json(&["--lang", "en", "show"]);
    let notes: Vec<&str> = v["deals"][1]["notes"].as_array().expect("notes").iter().filter_map(Value::as_str).collect();
    assert!(notes.iter().any(|n| n.contains("Вера") && n.contains("forgiven once")), "{notes:?}");
    assert_eq!(tally(&t), [0, 1, 0]);
}

#[test]
fn an_unknown_player_is_refused() {
    for (id, kind, n) in presets() {
        let t = table(id, n);
        let args: Vec<&str> = match kind {
            Kind::Loser => vec!["deal", "--loser", "Никто"],
            Kind::Winner => vec!["deal", "--winner", "Никто"],
            Kind::Count { field, .. } => {
                let flag: &'static str = Box::leak(format!("--{field}").into_boxed_str());
                vec!["deal", flag, "Никто=1"]
            }
        };
        let out = t.run(&args);
        assert_eq!(out.status.code(), Some(1), "{id}");
        t.refused(&args, "match.player.unknown");
    }
}

#[test]
fn two_losers_or_winners_where_one_is_allowed_are_refused() {
    for (id, kind, n) in presets() {
        let t = table(id, n);
        match kind {
            Kind::Loser => {
                t.refused(&["deal", "--loser", "Аня,Борис"], &format!("{id}.loser.one"));
                t.refused(&["deal", "--loser", "Аня", "--loser", "Борис"], &format!("{id}.loser.one"));
            }
            Kind::Winner => {
                t.refused(&["deal", "--winner", "Аня,Борис"], &format!("{id}.winner.one"));
            }
            Kind::Count { field, total } => {
                t.refused(&["deal", &format!("--{field}"), "Аня=1"], &format!("{id}.count.sum"));
                t.refused(&["deal", &format!("--{field}"), &format!("Аня={}", total + 1)], &format!("{id}.count.sum"));
            }
        }
        // A record that names nobody.
        let nobody = match kind {
            Kind::Loser => r#"{"loser": []}"#,
            Kind::Winner => r#"{"winner": []}"#,
            Kind::Count { .. } => continue,
        };
        let f = t.file("nobody.json", nobody);
        t.refused(&["deal", "--file", &f], &format!("{id}.deal.outcome"));
    }
}

/// `--quartets Аня=3,аня=5` names one player twice under two spellings: refused like any player
/// named twice, not summed — even when the sum is what the pack holds.
#[test]
fn a_count_that_names_one_player_twice_under_two_spellings_is_refused() {
    for (id, kind, n) in presets() {
        let Kind::Count { field, total } = kind else { continue };
        let t = table(id, n);
        let twice = format!("Аня={},аня={}", total - 1, 1);
        t.refused(&["deal", &format!("--{field}"), &twice], &format!("{id}.deal.format"));
        let doc = format!(r#"{{"{field}": {{"Аня": {}, "АНЯ": 1}}}}"#, total - 1);
        let f = t.file("twice.json", &doc);
        t.refused(&["deal", "--file", &f], &format!("{id}.deal.format"));
        // The same counts, each player once, are a deal.
        t.ok(&["deal", &format!("--{field}"), &format!("Аня={},{}=1", total - 1, NAMES[1])]);
    }
}

/// Pan: «Колода раздается сдатчиком поровну между всеми игроками» — 24 cards share out among 2, 3,
/// 4, 6 or 8 players, never 5 or 7; the refusal writes nothing and names the counts that can play.
#[test]
fn pan_deals_its_24_cards_out_equally_so_five_or_seven_cannot_play() {
    let t = Table::new();
    for n in [5, 7] {
        let mut names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
        names.push("Ира".into());
        let err = t.refused(&["new", "pan", "--players", &names[..n].join(",")], "pan.players.even");
        assert!(err.contains("2, 3, 4, 6, 8"), "{err}");
    }
    for n in [2, 3, 4, 6] {
        t.ok(&["new", "pan", "--players", &NAMES[..n].join(",")]);
    }
    let mut eight: Vec<&str> = NAMES.to_vec();
    eight.push("Ира");
    t.ok(&["new", "pan", "--players", &eight.join(",")]);
}

#[test]
fn a_finishing_order_that_is_not_a_permutation_is_refused() {
    for (id, kind, n) in presets() {
        if matches!(kind, Kind::Count { .. }) || id == "drunkard" {
            continue;
        }
        let t = table(id, n);
        let rule = format!("{id}.order.permutation");
        t.refused(&["deal", "--order", "Аня,Борис"], &rule);
        let twice: Vec<&str> = std::iter::once("Аня").chain(NAMES[..n].iter().copied()).collect();
        t.refused(&["deal", "--order", &twice.join(",")], &rule);
        let wrong: Vec<&str> = NAMES[..n].to_vec();
        let who = if kind == Kind::Loser { "--loser" } else { "--winner" };
        let named = if kind == Kind::Loser { "Аня" } else { NAMES[n - 1] };
        t.refused(&["deal", "--order", &wrong.join(","), who, named], &format!("{id}.deal.outcome"));
    }
}

#[test]
fn pogony_outside_durak_and_impossible_pogony_are_refused() {
    for (id, kind, n) in presets() {
        if id == "durak" || matches!(kind, Kind::Count { .. }) {
            continue;
        }
        let t = table(id, n);
        let who = if kind == Kind::Loser { "--loser" } else { "--winner" };
        // The flag is Durak's: the command line refuses it; a record holding the field is refused
        // by the game.
        t.refused(&["deal", who, "Аня", "--pogony", "6"], "entry.flag.unknown");
        let field = &who[2..];
        let f = t.file("p.json", &format!(r#"{{"{field}": "Аня", "pogony": "6"}}"#));
        t.refused(&["deal", "--file", &f], &format!("{id}.deal.format"));
        let f = t.file("d.json", &format!(r#"{{"{field}": "Аня", "draw": true}}"#));
        t.refused(&["deal", "--file", &f], &format!("{id}.deal.draw"));
    }
    let t = table("durak", 3);
    t.refused(&["deal", "--loser", "Вера", "--pogony", "2"], "durak.pogony.rank");
    t.refused(&["deal", "--loser", "Вера", "--pogony", "5S,5C"], "durak.pogony.rank");
    t.refused(&["deal", "--loser", "Вера", "--pogony", "6S,7S"], "durak.pogony.cards");
    t.refused(&["deal", "--loser", "Вера", "--pogony", "6S,6S"], "durak.pogony.cards");
    t.refused(&["deal", "--loser", "Вера", "--pogony", "6S,6C,6D"], "durak.pogony.cards");
    t.refused(&["deal", "--draw", "--pogony", "6"], "durak.pogony.loser");
    t.refused(&["deal", "--draw", "--loser", "Вера"], "durak.deal.outcome");
    t.refused(&["penalty", "--player", "Вера", "--reason", "late", "--points", "5"], "durak.penalty");
}

#[test]
fn bad_options_are_refused() {
    let t = Table::new();
    t.refused(&["new", "durak", "--players", "Аня,Борис", "--option", "variant=japanese"], "durak.option.value");
    t.refused(&["new", "donkey", "--players", "Аня,Борис", "--option", "deck=40"], "donkey.option.value");
    t.refused(&["new", "pan", "--players", "Аня,Борис", "--option", "trump=hearts"], "pan.option.unknown");
    t.ok(&["new", "crazy-eights", "--players", "Аня,Борис", "--option", "packs=2"]);
}

#[test]
fn russian_and_bulgarian_names_find_the_games() {
    for (name, id) in [
        ("подкидной", "durak"),
        ("Осел", "donkey"),
        ("Черный Петр", "black-peter"),
        ("верю не верю", "believe"),
        ("Магаре", "donkey"),
    ] {
        assert_eq!(kozyr::games::find(name).map(|g| g.info().id).ok(), Some(id), "{name}");
    }
}

/// The line under the sheet that says what comes next.
fn next_line(t: &Table, lang: &str) -> String {
    let shown = t.ok(&["--lang", lang, "show"]);
    shown.lines().rfind(|l| !l.starts_with("  #")).unwrap_or_default().to_string()
}

#[test]
fn drunkard_takes_the_order_typed_as_replay_reads_it_the_player_left_without_cards_last() {
    // The book: «Проигрывает игрок, оставшийся без карт». The order is the deal's standing: the
    // winner first, the player left without cards last — the one meaning the replay always read.
    let t = table("drunkard", 2);
    t.ok(&["deal", "--order", "Аня,Борис"]);
    t.ok(&["deal", "--order", "Аня", "--order", "Борис"]);
    assert_eq!(tally(&t), [0, 2]);
    let v = t.json(&["show"]);
    assert_eq!(v["deals"][0]["loser"], "Борис", "{v}");
    // Nobody goes out first in Drunkard: no order of going out is noted.
    let shown = t.ok(&["show"]);
    assert!(!shown.contains("out first") && !shown.contains("finishing order"), "{shown}");
    assert!(v["tally"]["players"][0].get("first_out").is_none(), "{v}");
    t.refused(&["deal", "--order", "Аня,Борис", "--loser", "Аня"], "drunkard.deal.outcome");
    // The same deal as a document scores the same.
    let doc = t
        .file("d.json", r#"{"game": "drunkard", "players": ["Аня", "Борис"], "deals": [{"order": ["Аня", "Борис"]}]}"#);
    let r = t.json(&["replay", &doc]);
    assert_eq!(r["deals"][0]["loser"], "Борис", "{r}");
    // The formats page's example names one loser twice, once by his name and once by the order.
    let page = include_str!("../../docs/formats.md");
    let at = page.find(r#"{"game": "drunkard""#).expect("the Drunkard example");
    let example = &page[at..at + page[at..].find("```").expect("the example's end")];
    let r = t.json(&["replay", &t.file("page.json", example)]);
    assert_eq!(r["deals"][0]["loser"], "Борис", "{r}");
    assert_eq!(r["deals"][1]["loser"], "Борис", "{r}");
}

#[test]
fn durak_names_who_deals_and_who_leads_after_a_fool_and_after_a_draw() {
    let t = table("durak", 3);
    assert_eq!(
        next_line(&t, "en"),
        "Next: deal 1: Аня deals (the players are listed from the dealer drawn by lot); the lowest trump leads"
    );
    t.ok(&["deal", "--loser", "Борис"]);
    assert_eq!(
        next_line(&t, "en"),
        "Next: deal 2: Борис deals (the fool of the last deal); Вера leads «из-под дурака», from under the fool (Борис)"
    );
    assert!(next_line(&t, "ru")
        .ends_with("сдача 2: сдает Борис (дурак прошлой сдачи); ходит Вера — «из-под дурака» (дурак — Борис)"));
    // A draw leaves no fool: the dealer deals again and the lowest trump leads, as at the first deal.
    t.ok(&["deal", "--draw"]);
    assert_eq!(
        next_line(&t, "en"),
        "Next: deal 3: Борис deals again (nobody lost the last deal); the lowest trump leads"
    );
    let ru = next_line(&t, "ru");
    assert!(ru.ends_with("сдача 3: снова сдает Борис (в прошлой сдаче никто не проиграл); первым ходит игрок с самым младшим козырем"), "{ru}");
    assert!(!ru.contains("дурак прошлой сдачи"), "{ru}");
    let bg = next_line(&t, "bg");
    assert!(bg.ends_with("раздаване 3: отново раздава Борис (в миналото раздаване никой не загуби); пръв играе играчът с най-малкия коз"), "{bg}");
    // The last of three: his left is the first.
    t.ok(&["deal", "--order", "Борис,Аня,Вера"]);
    assert!(next_line(&t, "en").ends_with(
        "deal 4: Вера deals (the fool of the last deal); Аня leads «из-под дурака», from under the fool (Вера)"
    ));
}

#[test]
fn believe_the_loser_deals_and_leads_domino_and_quartet_pass_the_deal_to_the_left() {
    let t = table("believe", 3);
    t.ok(&["deal", "--loser", "Вера"]);
    assert_eq!(next_line(&t, "en"), "Next: deal 2: Вера deals (the loser of the last deal); the dealer leads");
    assert!(next_line(&t, "ru").ends_with("сдача 2: сдает Вера (проигравший прошлой сдачи); первым ходит сдающий"));
    assert!(next_line(&t, "bg")
        .ends_with("раздаване 2: раздава Вера (загубилият от миналото раздаване); пръв играе раздаващият"));

    let t = table("domino", 3);
    assert_eq!(next_line(&t, "en"), "Next: deal 1: Аня deals (the players are listed from the dealer drawn by lot)");
    t.ok(&["deal", "--winner", "Вера"]);
    assert_eq!(next_line(&t, "en"), "Next: deal 2: Борис deals (the deal passes to the left)");
    t.ok(&["deal", "--winner", "Вера"]);
    t.ok(&["deal", "--winner", "Аня"]);
    assert_eq!(next_line(&t, "en"), "Next: deal 4: Аня deals (the deal passes to the left)");
    assert!(next_line(&t, "ru").ends_with("сдача 4: сдает Аня (сдача переходит к игроку слева)"));
    assert!(next_line(&t, "bg").ends_with("раздаване 4: раздава Аня (раздаването минава към играча отляво)"));

    let t = table("quartet", 3);
    t.ok(&["deal", "--quartets", "Аня=8"]);
    assert_eq!(
        next_line(&t, "en"),
        "Next: deal 2: Борис deals (the deal passes to the left); Вера, on the dealer's left, leads"
    );
    assert!(next_line(&t, "ru").ends_with("первым ходит игрок слева от сдающего: Вера"));
    assert!(next_line(&t, "bg").ends_with("пръв играе играчът отляво на раздаващия: Вера"));
}

#[test]
fn an_order_and_a_loser_typed_at_the_command_line_export_as_the_formats_page_gives_them() {
    let t = table("durak", 3);
    t.ok(&["deal", "--order", "Вера,Аня,Борис"]);
    t.ok(&["deal", "--loser", "Вера"]);
    t.ok(&["deal", "--order", "Аня,Вера", "--order", "Борис"]);
    let out = t.ok(&["export", "--format", "json"]);
    let doc: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(doc["deals"][0], serde_json::json!({"order": ["Вера", "Аня", "Борис"]}), "{doc}");
    assert_eq!(doc["deals"][1], serde_json::json!({"loser": "Вера"}), "{doc}");
    assert_eq!(doc["deals"][2], serde_json::json!({"order": ["Аня", "Вера", "Борис"]}), "{doc}");
    // It reads back to the same tally.
    let back = t.json(&["import", &t.file("export.json", &out)]);
    assert_eq!(back["match"], 2, "{back}");
    assert_eq!(tally(&t), [0, 2, 1]);
    // Two losers typed are still refused.
    t.refused(&["deal", "--loser", "Вера", "--loser", "Аня"], "durak.loser.one");
    let t = table("madam-monsieur", 3);
    t.ok(&["deal", "--winner", "Вера"]);
    let doc: Value = serde_json::from_str(&t.ok(&["export", "--format", "json"])).expect("JSON");
    assert_eq!(doc["deals"][0], serde_json::json!({"winner": "Вера"}), "{doc}");
}

#[test]
fn a_ledger_holding_the_old_shapes_exports_the_documented_ones() {
    // What the command line stored before: a loser as a list of one, an order as one text.
    let t = Table::new();
    let old = r#"{"game": "durak", "players": ["Аня", "Борис", "Вера"],
      "deals": [{"loser": ["Вера"]}, {"order": ["Вера,Аня,Борис"]},
                {"correct": 1, "deal": {"loser": ["Борис"], "pogony": "6"}, "reason": "пересчитали"}]}"#;
    t.ok(&["import", &t.file("old.json", old)]);
    assert_eq!(tally(&t), [0, 2, 0]);
    let out = t.ok(&["export", "--format", "json"]);
    let doc: Value = serde_json::from_str(&out).expect("JSON");
    assert_eq!(doc["deals"][0], serde_json::json!({"loser": "Вера"}), "{doc}");
    assert_eq!(doc["deals"][1], serde_json::json!({"order": ["Вера", "Аня", "Борис"]}), "{doc}");
    assert_eq!(doc["deals"][2]["deal"], serde_json::json!({"loser": "Борис", "pogony": "6"}), "{doc}");
    t.ok(&["import", &t.file("export.json", &out)]);
    assert_eq!(tally(&t), [0, 2, 0]);
}
