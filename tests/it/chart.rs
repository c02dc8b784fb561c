//! `kozyr chart`: the score race of a match drawn in the terminal (issue 14), through the binary —
//! the plain chart in Unicode and in ASCII pinned as snapshots, the game's lines, the JSON view,
//! and each kind of bad input refused with the ledger untouched.

use crate::support::common;

use common::{Table, DEMO_DOC, SAMPLES};

/// The demo's Thousand match (Аня wins with 1020), imported.
fn thousand() -> Table {
    let t = Table::new();
    let doc = t.file("demo.json", DEMO_DOC);
    t.ok(&["import", &doc]);
    t
}

/// The sample Belot match of the language tests: two deals, teams Ние and Вие.
fn belot() -> Table {
    let t = Table::new();
    let (game, new, deals) = SAMPLES.iter().find(|s| s.0 == "belot").expect("a Belot sample");
    let mut args = vec!["new", game];
    args.extend_from_slice(new);
    t.ok(&args);
    for d in *deals {
        let mut args = vec!["deal"];
        args.extend_from_slice(d);
        t.ok(&args);
    }
    t
}

#[test]
fn thousand_race_in_braille_with_the_barrel_and_the_win() {
    let t = thousand();
    insta::assert_snapshot!(t.ok(&["chart", "--width", "72", "--height", "12"]), @r#"
Match 1 — Thousand — Аня, Борис, Вера
1000 ┤┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄⣀⠤⠒● win
 900 ┤┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ┄ ⢀⡠●⠒⠒⠒⠒●⠉ ┄ ┄ barrel
     │                                            ⢀⠔⠁
     │                                          ●⠊⠁
     │                                        ⡠⠊
     │                    ⢀■                ⡠⠊
     │               ⡠■⠊⠉⠉⠁ ⠉⠒⠤⣀          ⡠●
     │            ⢀⠤⠊           ■⢢      ⢀⠔⠁
     │         ⢀■⠔⠁               ⠑⢄   ⡰⠁
     │   ⣀⠤■⠒⠉⠉⢁●⣀⣀⣀⣀⣀●    ●⣀⠤⠤⠔●⠒⠒⠚⠲⡒●              ⣀■⣀⣀⣀⣀■⣀⣀⠤⠤■
     │⠤⠶⠭⠒⠒▲⠶⣉⠉⠁      ●⠤⠔⣊⣉▲⣀⣀⠤⠤▲⠤⠤⠤⠤⠵▲⠤⠤⠤⠤▲⣤⠤⠒⠒■⠒⠉⠉⠉   ⢀⡠⠔▲⠒⠒⠒⠒▲
−120 ┤        ⠉⠒▲⠤⠒⠒⠒⠉▲⠉⠉                    ⠉⠒⠤▲⣀⣀⡠⠤⠤▲⠊⠁
     └┬────┬────┬─────┬────┬────┬─────┬────┬────┬─────┬────┬────┬
      0    1    2     3    4    5     6    7    8     9   10   11 deals
● Аня 1020   ■ Борис 100   ▲ Вера 30
"#);
}

#[test]
fn thousand_race_in_ascii_each_player_a_letter() {
    let t = thousand();
    insta::assert_snapshot!(t.ok(&["chart", "--ascii", "--width", "60", "--height", "10"]), @r#"
Match 1 - Thousand - Аня, Борис, Вера
1000 +- - - - - - - - - - - - - - - - - - - - - - **A win
 900 +- - - - - - - - - - - - - - - - - - -*A***A*- - barrel
     |                                   **
     |                                *A*
     |               ##B#           **
     |            #B#    ##B      *A
     |          ##          #   **
     |  ##B###B#***A **A***A*##A              ##B###B
     |%%%%C%     %%C%%%C%%%C%%%C%%%C%##B####B#%%C%%%C
-120 +      %%C%%                    %%C%%%%C%
     ++---+---+----+---+---+---+---+---+----+---+---+
      0   1   2    3   4   5   6   7   8    9  10  11 deals
A* Аня 1020   B# Борис 100   C% Вера 30
"#);
}

/// After two deals the totals are 0 and 48: the scale is theirs, and the target of 151 beyond it
/// is named with an arrow at the top edge instead of squashing the race into a third of the plot.
#[test]
fn belot_race_fills_the_plot_and_marks_the_target_of_151_at_the_top() {
    let t = belot();
    insta::assert_snapshot!(t.ok(&["chart", "--ascii", "--width", "50", "--height", "8"]), @r#"
Match 1 - Bridge-Belot - Иван, Петър, Мария, Елена
48 +                               ####B ^ win 151
   |                       ########
   |                 #B####
   |             ####
   |         ####
   |      ###
   |  ####
 0 +##****************A****************A
   ++-----------------+----------------+
    0                 1                2 deals
A* Ние 0   B# Вие 48
"#);
    let text = t.ok(&["chart", "--width", "50", "--height", "8"]);
    assert!(text.lines().nth(1).is_some_and(|l| l.ends_with("↑ win 151")), "{text}");
}

#[test]
fn a_belot_target_changed_by_option_moves_the_line() {
    let t = Table::new();
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена", "--option", "target=101"]);
    t.ok(&["deal", "--contract", "spades", "--by", "Иван", "--points", "Ние=56,Вие=96", "--last", "Ние"]);
    let v = t.json(&["chart"]);
    assert_eq!(v["lines"][0]["value"], 101, "{v}");
}

#[test]
fn piped_without_a_size_the_chart_is_72_columns_and_16_rows() {
    let t = thousand();
    let text = t.ok(&["chart"]);
    let lines: Vec<&str> = text.lines().collect();
    // The title, 16 rows of the plot, the axis, its numbers, the legend.
    assert_eq!(lines.len(), 1 + 16 + 2 + 1, "{text}");
    assert!(lines.iter().all(|l| unicode_width::UnicodeWidthStr::width(*l) <= 72), "{text}");
}

#[test]
fn the_json_view_lists_every_point_and_the_lines() {
    let t = thousand();
    let v = t.json(&["chart"]);
    assert_eq!(v["match"], 1);
    assert_eq!(v["game"], "thousand");
    assert_eq!(v["sides"], serde_json::json!(["Аня", "Борис", "Вера"]));
    let points = v["points"].as_array().expect("points");
    assert_eq!(points[0]["deal"], 0, "the start comes first: {v}");
    assert_eq!(points[0]["entry"], 0);
    assert_eq!(points.last().expect("a last point")["totals"]["Аня"], 1020);
    let lines: Vec<(i64, &str)> = v["lines"]
        .as_array()
        .expect("lines")
        .iter()
        .map(|l| (l["value"].as_i64().expect("value"), l["label"].as_str().expect("label")))
        .collect();
    assert_eq!(lines, [(900, "barrel"), (1000, "win")]);
}

#[test]
fn the_barrel_line_follows_the_matchs_option() {
    let t = Table::new();
    let doc = t.file("issue.json", common::ISSUE_DOC);
    t.ok(&["import", &doc]);
    let v = t.json(&["chart"]);
    assert_eq!(v["lines"][0]["value"], 880, "{v}");
    // A penalty is a point of its own, at the deal before it.
    let deals: Vec<i64> = v["points"].as_array().expect("points").iter().map(|p| p["deal"].as_i64().unwrap()).collect();
    assert_eq!(deals, [0, 1, 2, 2]);
}

#[test]
fn mushka_starts_at_minus_25_under_its_line_at_0() {
    let t = Table::new();
    t.ok(&["new", "mushka", "--players", "Аня,Борис,Вера,Галя"]);
    t.ok(&["deal", "--trump", "hearts", "--won", "Борис=5", "--aces", "Борис=AH,AS,AD,AC"]);
    let v = t.json(&["chart"]);
    assert_eq!(v["points"][0]["totals"]["Аня"], -25, "{v}");
    assert_eq!(v["lines"][0]["value"], 0, "{v}");
}

#[test]
fn voided_deals_are_not_drawn() {
    let t = belot();
    t.ok(&["void", "1", "--reason", "misdeal"]);
    let v = t.json(&["chart"]);
    let entries: Vec<i64> =
        v["points"].as_array().expect("points").iter().map(|p| p["entry"].as_i64().unwrap()).collect();
    assert_eq!(entries, [0, 2], "{v}");
}

#[test]
fn the_chart_speaks_the_matchs_language() {
    let t = thousand();
    let text = t.ok(&["--lang", "ru", "chart", "--width", "72", "--height", "8"]);
    assert!(text.contains("бочка") && text.contains("победа") && text.contains("раздачи"), "{text}");
    let text = t.ok(&["--lang", "bg", "chart", "--width", "72", "--height", "8"]);
    assert!(text.contains("бъчва") && text.contains("раздавания"), "{text}");
}

#[test]
fn an_unknown_match_is_refused() {
    let t = thousand();
    t.refused(&["chart", "-m", "9"], "ledger.match-not-found");
    t.refused(&["chart", "nosuch"], "ledger.match-not-found");
}

#[test]
fn a_match_with_no_deals_is_refused_with_the_way_on() {
    let t = Table::with_match();
    let err = t.refused(&["chart"], "chart.empty");
    assert!(err.contains("kozyr deal"), "{err}");
}

#[test]
fn a_size_out_of_range_is_a_usage_error() {
    let t = thousand();
    let out = t.run(&["chart", "--width", "5"]);
    assert_eq!(out.status.code(), Some(1));
}

/// The SVG `kozyr chart --svg` wrote, and what it printed.
fn svg_of(t: &Table, args: &[&str]) -> (String, String) {
    let path = t.dir.path().join("race.svg");
    let path = path.to_str().expect("UTF-8 path").to_string();
    let mut all = vec!["chart", "--svg", &path];
    all.extend_from_slice(args);
    let said = t.ok(&all);
    (std::fs::read_to_string(&path).expect("the SVG file"), said)
}

/// The texts of an SVG document, in order.
fn texts(doc: &roxmltree::Document) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().trim().to_string())
        .collect()
}

#[test]
fn svg_is_well_formed_with_one_line_and_a_legend_entry_per_player() {
    let t = thousand();
    let (svg, said) = svg_of(&t, &[]);
    assert!(said.contains("race.svg"), "{said}");
    let doc = roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("the SVG is not well-formed XML ({e})"));
    assert!(doc.root_element().has_tag_name("svg"));
    // The players' lines are the thick ones, one per player in his colour.
    let thick: Vec<String> = doc
        .descendants()
        .filter(|n| n.has_tag_name("polyline") && n.attribute("stroke-width") == Some("3"))
        .map(|n| n.attribute("stroke").unwrap_or_default().to_string())
        .collect();
    let colors: Vec<String> = (0..3).map(kozyr::report::svg_color).collect();
    assert_eq!(thick, colors);
    // Each line has a point per deal and penalty in force, and the start.
    let points = t.json(&["chart"])["points"].as_array().expect("points").len();
    for n in doc.descendants().filter(|n| n.has_tag_name("polyline") && n.attribute("stroke-width") == Some("3")) {
        assert_eq!(n.attribute("points").unwrap_or_default().split_whitespace().count(), points);
    }
    let texts = texts(&doc);
    for want in
        ["Match 1 — Thousand — Аня, Борис, Вера", "Аня 1020", "Борис 100", "Вера 30", "barrel 900", "win 1000", "deals"]
    {
        assert!(texts.iter().any(|t| t == want), "no text {want:?} in {texts:?}");
    }
}

#[test]
fn svg_speaks_the_chosen_language() {
    let t = belot();
    let (svg, _) = svg_of(&t, &["--lang", "bg"]);
    let doc = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    let texts = texts(&doc);
    // The target beyond the totals' scale, marked at the top edge.
    for want in ["↑ победа 151", "раздавания", "Ние 0", "Вие 48"] {
        assert!(texts.iter().any(|t| t == want), "no text {want:?} in {texts:?}");
    }
}

#[test]
fn svg_to_a_file_that_cannot_be_written_is_refused() {
    let t = thousand();
    let dir = t.dir.path().join("no-such-dir").join("race.svg");
    t.refused(&["chart", "--svg", dir.to_str().expect("UTF-8 path")], "output.file");
}
