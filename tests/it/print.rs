//! A match to send or print, through the binary: `kozyr export --format md|html|csv` (the sheet,
//! the marks' legend, the standing, the chart and every deal explained; every name escaped; the
//! reader's language; a byte order mark before the CSV) and `kozyr chart --png` (the race in
//! pixels, set in the font the binary carries).

use crate::support::browser as browser_support;
use crate::support::common;

use browser_support::decode_png;
use common::{rubber, Table, DEMO_DOC};

/// The demo's Thousand match (Аня wins with 1020 in 11 deals, a penalty after deal 3), imported.
fn thousand() -> Table {
    let t = Table::new();
    let doc = t.file("demo.json", DEMO_DOC);
    t.ok(&["import", &doc]);
    t
}

/// A Thousand match whose first player has a name full of markup, after one deal.
fn hostile() -> Table {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "<b>&\"Аня',Борис,Вера"]);
    t.ok(&[
        "deal",
        "--declarer",
        "Борис",
        "--bid",
        "120",
        "--points",
        "<b>&\"Аня'=22,Борис=75,Вера=23",
        "--marriage",
        "Борис:hearts",
    ]);
    t
}

#[test]
fn markdown_has_the_title_the_sheet_the_legend_the_standing_the_chart_and_every_deal() {
    let md = thousand().ok(&["export", "--format", "md"]);
    assert!(md.starts_with("# Match 1 — Thousand — Аня, Борис, Вера\n\n"), "{md}");
    assert!(md.contains(" · 11 deals · finished\n"), "{md}");
    assert!(md.contains("| \\# | deal | Аня | Борис | Вера |\n|--:|---|--:|--:|--:|\n"), "{md}");
    assert!(md.contains("| 9 | Аня 240 | 900 (+230) 🛢 | 65 (+40) | −100 (+20) |"), "{md}");
    assert!(md.contains("|  | penalty: misdeal | −20 (−100) ! | 420 | −50 |"), "{md}");
    assert!(md.contains("|  | **total** | **1020** | **100** | **30** |"), "{md}");
    assert!(md.contains("## Marks\n\n- `🛢` on the barrel: plays for 1000\n"), "{md}");
    assert!(md.contains("## Final standing\n\n1. Аня — 1020\n2. Борис — 100\n3. Вера — 30\n"), "{md}");
    assert!(md.contains("## Score race\n\n```text\nMatch 1 — Thousand"), "{md}");
    let explained = md.split("## Every deal explained").nth(1).expect("the explanations");
    // Eleven deals and the penalty, each under its heading with its steps as a list.
    assert_eq!(explained.matches("\n**").count(), 12, "{explained}");
    assert!(explained.contains("**Deal 1: Борис 120**\n\n- Аня took 22 card points"), "{explained}");
}

#[test]
fn html_is_one_page_with_nothing_to_fetch_that_prints_on_a4() {
    let html = thousand().ok(&["export", "--format", "html"]);
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"en\">"), "{html}");
    assert!(html.contains("@page{size:A4"), "{html}");
    assert!(html.contains("tr{break-inside:avoid}"), "{html}");
    for outside in ["<script", "<link", "<img", "src=", "url(", "@import"] {
        assert!(!html.contains(outside), "the page refers to {outside}: {html}");
    }
    // The chart inline, once; the barrel marks are drawn, each a small picture of its own (a
    // page without an emoji font would print the sign 🛢 as an empty box).
    let marks = html.matches("<svg class=\"mark\"").count();
    assert!(marks >= 2, "the barrel on the sheet and in the legend: {html}");
    assert_eq!(html.matches("<svg").count() - marks, 1, "the chart inline, once");
    assert!(!html.replace("<title>🛢</title>", "").contains('🛢'), "every barrel drawn: {html}");
    assert!(!html.contains("<?xml"), "the SVG is inline, without its declaration");
    assert!(html.contains("<th class=\"n\">Аня</th><th class=\"n\">Борис</th><th class=\"n\">Вера</th>"), "{html}");
    assert!(html.contains("<th class=\"n\">1020</th>"), "the total row: {html}");
    assert!(
        html.contains("<title>🛢</title>") && html.contains("</svg></span> on the barrel: plays for 1000"),
        "{html}"
    );
    assert_eq!(html.matches("<section class=\"deal\">").count(), 12, "every deal and the penalty explained");
}

#[test]
fn html_and_markdown_escape_every_name() {
    let t = hostile();
    let html = t.ok(&["export", "--format", "html"]);
    assert!(!html.contains("<b>&"), "a name reached the page as markup: {html}");
    assert!(html.contains("&lt;b&gt;&amp;&quot;Аня&#39;"), "{html}");
    let body = &html[html.find("<body>").expect("a body")..];
    let tags: Vec<&str> = body.split('<').skip(1).map(|s| s.split([' ', '>']).next().unwrap_or("")).collect();
    assert!(!tags.contains(&"b"), "{tags:?}");
    let md = t.ok(&["export", "--format", "md"]);
    assert!(md.contains("\\<b\\>\\&\"Аня'"), "{md}");
    // Only the chart's code block, which no chat reads as markup, holds the name as typed.
    let outside: String = md.split("```").step_by(2).collect();
    assert!(!outside.contains("<b>"), "{md}");
}

#[test]
fn html_speaks_the_readers_language() {
    let html = thousand().ok(&["--lang", "ru", "export", "--format", "html"]);
    assert!(html.contains("<html lang=\"ru\">"), "{html}");
    for word in ["Таблица очков", "Значки", "Итог", "Ход партии", "Разбор каждой сдачи", "11 сдач", "окончена"]
    {
        assert!(html.contains(word), "no {word}: {html}");
    }
    let bg = thousand().ok(&["--lang", "bg", "export", "--format", "md"]);
    assert!(bg.contains("## Крайно класиране") && bg.contains("11 раздавания"), "{bg}");
}

#[test]
fn a_match_without_deals_prints_its_sheet_and_no_chart() {
    let t = Table::with_match();
    let html = t.ok(&["export", "--format", "html"]);
    assert!(!html.contains("<svg") && html.contains("Standing so far"), "{html}");
    let md = t.ok(&["export", "--format", "md"]);
    assert!(md.contains("0 deals · in progress") && !md.contains("```"), "{md}");
}

#[test]
fn html_to_a_file_says_where_it_went() {
    let t = thousand();
    let path = t.dir.path().join("match.html");
    let said = t.ok(&["export", "--format", "html", "-o", path.to_str().expect("UTF-8 path")]);
    assert!(said.contains("match.html"), "{said}");
    let written = std::fs::read_to_string(&path).expect("the page");
    assert_eq!(written, t.ok(&["export", "--format", "html"]));
}

#[test]
fn csv_opens_with_a_byte_order_mark_for_spreadsheets() {
    let csv = thousand().ok(&["export", "--format", "csv"]);
    assert!(csv.starts_with("\u{feff}entry,kind,summary,voided_by,Аня points,Аня total,"), "{csv}");
    assert_eq!(csv.matches('\u{feff}').count(), 1);
}

#[test]
fn png_is_the_race_in_pixels_at_the_pictures_size() {
    let t = thousand();
    let path = t.dir.path().join("race.png");
    let said = t.ok(&["chart", "--png", path.to_str().expect("UTF-8 path")]);
    assert!(said.contains("race.png"), "{said}");
    let (w, h, pixels) = decode_png(&std::fs::read(&path).expect("the PNG"));
    assert_eq!((w, h), kozyr::report::SVG_SIZE);
    let white = pixels.iter().filter(|p| p[..3] == [255, 255, 255]).count();
    assert!(white < pixels.len() && white > pixels.len() / 2, "a white ground with a drawing on it");
    // Each player's line in his colour.
    for side in 0..3 {
        let hex = kozyr::report::svg_color(side);
        let rgb: Vec<u8> = (0..3).map(|i| u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).expect("hex")).collect();
        assert!(pixels.iter().any(|p| p[..3] == rgb[..]), "no pixel of side {side}'s colour {hex}");
    }
}

#[test]
fn png_and_svg_are_written_together_when_both_are_asked() {
    let t = thousand();
    let png = t.dir.path().join("race.png");
    let svg = t.dir.path().join("race.svg");
    let said = t.ok(&["chart", "--svg", svg.to_str().expect("UTF-8 path"), "--png", png.to_str().expect("UTF-8 path")]);
    assert!(said.contains("race.svg") && said.contains("race.png"), "{said}");
    assert!(std::fs::read_to_string(&svg).expect("the SVG").contains("<svg"));
    assert!(std::fs::read(&png).expect("the PNG").starts_with(b"\x89PNG"));
}

#[test]
fn png_text_needs_no_font_of_the_machine() {
    // The same picture with the Cyrillic names and without any font directory to find: it is set
    // in the font the binary carries, so the pixels are the same.
    let t = thousand();
    let a = t.dir.path().join("a.png");
    let b = t.dir.path().join("b.png");
    t.ok(&["chart", "--png", a.to_str().expect("UTF-8 path")]);
    let out = t
        .kozyr()
        .env("FONTCONFIG_FILE", "/nonexistent")
        .env("XDG_DATA_DIRS", "/nonexistent")
        .args(["chart", "--png", b.to_str().expect("UTF-8 path")])
        .output()
        .expect("kozyr runs");
    assert!(out.status.success());
    assert_eq!(std::fs::read(&a).expect("a"), std::fs::read(&b).expect("b"));
}

#[test]
fn png_to_a_file_that_cannot_be_written_is_refused() {
    let t = thousand();
    let path = t.dir.path().join("no-such-dir").join("race.png");
    t.refused(&["chart", "--png", path.to_str().expect("UTF-8 path")], "output.file");
}

#[test]
fn a_voided_and_a_corrected_deal_are_struck_marked_and_explained_with_their_history() {
    let t = Table::with_match();
    let first =
        ["--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23", "--marriage", "Борис:hearts"];
    t.ok(&[&["deal", "--dealer", "Аня"][..], &first[..]].concat());
    t.ok(&["deal", "--declarer", "Вера", "--bid", "110", "--conceded"]);
    t.ok(&["deal", "--declarer", "Аня", "--bid", "105", "--conceded"]);
    t.ok(&["void", "2", "--reason", "spilled tea"]);
    let fixed =
        ["--declarer", "Борис", "--bid", "120", "--points", "Аня=27,Борис=75,Вера=18", "--marriage", "Борис:hearts"];
    t.ok(&[&["correct", "1", "--reason", "typo"][..], &fixed[..]].concat());
    let md = t.ok(&["export", "--format", "md"]);
    assert!(md.contains("| 2 | ~~Вера 110 conceded — voided: spilled tea~~ |"), "{md}");
    assert!(md.contains("Борис 120 ✎5"), "the corrected deal is marked: {md}");
    let explained = md.split("## Every deal explained").nth(1).expect("the explanations");
    assert!(explained.contains("it counts for nothing"), "{explained}");
    assert!(explained.contains("\nEvery version, oldest first:\n\n- entry 1, as recorded, replaced"), "{explained}");
    assert!(explained.contains("reason: typo"), "{explained}");
    let html = t.ok(&["export", "--format", "html"]);
    assert!(
        html.contains("<tr class=\"struck\"><td class=\"n\">2</td><td><s>Вера 110 conceded — voided: spilled tea</s>"),
        "{html}"
    );
}

#[test]
fn a_rubber_prints_its_score_pad_under_the_sheet_as_the_terminal_draws_it() {
    let t = rubber();
    let md = t.ok(&["export", "--format", "md"]);
    let pad = md.split("## Score pad\n\n```text\n").nth(1).expect("the pad's section");
    let pad = pad.split("```").next().expect("the pad's code block");
    let want = [
        "Rubber 1",
        "      NS │     EW",
        "     300 │    100",
        "     100 │",
        "     130 │",
        "  ───────┼───────",
        "         │     60",
        "     120 │",
        "  ───────┼───────",
        "         │     40",
        "  ═══════┼═══════",
        "     650 │    200",
        "",
    ];
    assert_eq!(pad.split('\n').map(str::trim_end).collect::<Vec<_>>(), want, "{md}");
    // The pad comes after the sheet and before the standing.
    let (sheet, pad, standing) = (md.find("## Score sheet"), md.find("## Score pad"), md.find("## Final standing"));
    assert!(sheet < pad && pad < standing, "{md}");
}

#[test]
fn a_rubbers_page_draws_the_pad_as_a_table_with_its_line_and_each_game_ruled_off() {
    let t = rubber();
    let html = t.ok(&["export", "--format", "html"]);
    let pad = html.split("<h2>Score pad</h2>\n").nth(1).expect("the pad's section");
    let pad = &pad[..pad.find("</table>").expect("the pad's table")];
    let cell = |a: &str, b: &str| format!("<td class=\"n\">{a}</td><td class=\"n\">{b}</td>");
    assert!(pad.starts_with("<table class=\"pad\">\n<caption>Rubber 1</caption>"), "{pad}");
    assert!(pad.contains("<thead><tr><th class=\"n\">NS</th><th class=\"n\">EW</th></tr></thead>"), "{pad}");
    // Above the line, newest highest: the stop's 300 and 100, the honours, the 3NT× penalty.
    let above = pad.split("<tbody class=\"above\">\n").nth(1).and_then(|s| s.split("</tbody>").next());
    let rows = [cell("300", "100"), cell("100", ""), cell("130", "")];
    assert_eq!(above, Some(rows.iter().map(|r| format!("<tr>{r}</tr>\n")).collect::<String>().as_str()));
    // Below: 60 to EW, then NS's 120 completes the game and is ruled off; the rubber's last
    // game's line is the total's double rule.
    let below = pad.split("<tbody class=\"below\">\n").nth(1).and_then(|s| s.split("</tbody>").next());
    let want = format!(
        "<tr>{}</tr>\n<tr class=\"game\">{}</tr>\n<tr>{}</tr>\n",
        cell("", "60"),
        cell("120", ""),
        cell("", "40")
    );
    assert_eq!(below, Some(want.as_str()), "{pad}");
    assert!(pad.contains(&format!("<tfoot><tr>{}</tr></tfoot>", cell("650", "200"))), "{pad}");
    let ru = t.ok(&["--lang", "ru", "export", "--format", "html"]);
    assert!(ru.contains("<h2>Запись над чертой и под чертой</h2>\n<table class=\"pad\">\n<caption>Роббер 1</caption>"));
    let bg = t.ok(&["--lang", "bg", "export", "--format", "md"]);
    assert!(bg.contains("## Запис над и под чертата\n\n```text\nРобер 1\n"), "{bg}");
}

#[test]
fn a_game_without_a_pad_prints_none() {
    let t = thousand();
    for format in ["md", "html"] {
        let page = t.ok(&["export", "--format", format]);
        assert!(!page.contains("Score pad") && !page.contains("class=\"pad\""), "{page}");
    }
    let duplicate = Table::new();
    duplicate.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад"]);
    duplicate.ok(&["deal", "--board", "1", "--contract", "4S", "--by", "Юг", "--result", "="]);
    assert!(!duplicate.ok(&["export", "--format", "md"]).contains("Score pad"));
}

#[test]
fn a_club_session_prints_its_ranking_in_place_of_the_standing() {
    let t = Table::new();
    t.ok(&["session", "new", "--pairs", "4", "--boards", "2", "--scoring", "matchpoints", "--name", "вторник"]);
    t.ok(&["session", "result", "1", "--ns", "1", "--ew", "2", "--contract", "4S", "--by", "N", "--tricks", "10"]);
    t.ok(&["session", "result", "1", "--ns", "3", "--ew", "4", "--contract", "4S", "--by", "N", "--tricks", "9"]);
    t.ok(&["session", "result", "2", "--ns", "1", "--ew", "3", "--contract", "3NT", "--by", "S", "--tricks", "9"]);
    // Board 1: pair 1 (NS, 420) tops pair 3 (NS, −50), and pair 4 (EW) tops pair 2. Board 2 was
    // played once: 1 and 3 share its matchpoints.
    let md = t.ok(&["export", "--format", "md"]);
    let want = "## Ranking so far\n\n| Rank | Pair | Boards | MP | % |\n|---|--:|--:|--:|--:|\n\
                | 1 | 4 | 1 | 2.00 | 100.00 |\n| 2 | 1 | 2 | 3.00 | 75.00 |\n\
                | 3 | 3 | 2 | 1.00 | 25.00 |\n| 4 | 2 | 1 | 0.00 | 0.00 |\n";
    assert!(md.contains(want), "{md}");
    assert!(!md.contains("## Standing so far"), "the hundredths a session adds up are not a standing: {md}");
    let ru = t.ok(&["--lang", "ru", "export", "--format", "html"]);
    let head = "<h2>Таблица мест на сейчас</h2>\n<table class=\"standing\">\n<thead><tr><th>Место</th>\
                <th class=\"n\">Пара</th><th class=\"n\">Сдачи</th><th class=\"n\">МП</th><th class=\"n\">%</th></tr></thead>";
    assert!(ru.contains(head), "{ru}");
    assert!(ru.contains("<tr><td>1</td><td class=\"n\">4</td><td class=\"n\">1</td>"), "{ru}");
    // The same ranking `kozyr show` prints.
    let shown = t.ok(&["show"]);
    assert!(shown.contains("1        4       1  2.00  100.00"), "{shown}");
}

/// The marks' legend comes from the catalogue, whose commands are code spans (`` `kozyr explain` ``,
/// as the terminal shows them): on a page they are code, not backticks printed as signs.
#[test]
fn the_legend_of_a_page_shows_its_commands_as_code_not_backticks() {
    let t = Table::new();
    t.ok(&["new", "thousand", "--players", "Аня,Борис,Вера"]);
    t.ok(&["deal", "--declarer", "Борис", "--bid", "120", "--points", "Аня=22,Борис=75,Вера=23"]);
    t.ok(&["correct", "1", "--declarer", "Борис", "--bid", "120", "--points", "Аня=23,Борис=75,Вера=22"]);
    let md = t.ok(&["export", "--format", "md"]);
    let legend = md.split("## Marks\n\n").nth(1).and_then(|l| l.split("\n\n").next()).expect("the legend");
    assert!(legend.contains("; `kozyr explain` shows the original"), "{legend}");
    assert!(!legend.contains("\\`"), "an escaped backtick shows as a sign: {legend}");
    let html = t.ok(&["export", "--format", "html"]);
    let legend = html.split("<ul class=\"legend\">").nth(1).and_then(|l| l.split("</ul>").next()).expect("the legend");
    assert!(legend.contains("; <code>kozyr explain</code> shows the original"), "{legend}");
    assert!(!legend.contains('`'), "a backtick on the page: {legend}");
}
