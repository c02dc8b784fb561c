//! A match to send or print, through the binary: `kozyr export --format md|html|csv` (the sheet,
//! the marks' legend, the standing, the chart and every deal explained; every name escaped; the
//! reader's language; a byte order mark before the CSV) and `kozyr chart --png` (the race in
//! pixels, set in the font the binary carries).

mod browser_support;
mod common;

use browser_support::decode_png;
use common::{Table, DEMO_DOC};

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
    assert_eq!(html.matches("<svg").count(), 1, "the chart inline, once");
    assert!(!html.contains("<?xml"), "the SVG is inline, without its declaration");
    assert!(html.contains("<th class=\"n\">Аня</th><th class=\"n\">Борис</th><th class=\"n\">Вера</th>"), "{html}");
    assert!(html.contains("<th class=\"n\">1020</th>"), "the total row: {html}");
    assert!(html.contains("<span class=\"m\">🛢</span> on the barrel: plays for 1000"), "{html}");
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
