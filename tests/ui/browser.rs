//! kozyr's pages and pictures as a browser shows and prints them, in headless Chromium: the chart's
//! SVG on screen, and the match's and the history's HTML printed to A4 PDF with every player's name
//! and total in the text. Skipped, with a message saying what to install, on a machine without
//! Chromium or poppler (CI installs both: .ci/run).

use crate::support::browser as browser_support;
use crate::support::common;

use browser_support::{chromium, decode_png, dump_dom, headless, poppler, print_to_pdf};
use common::{Table, DEMO_DOC};

/// The demo's first ten deals (Аня reaches the barrel at 900), then thirty deals that Борис and
/// Вера bid 110 in turn and fail while Аня writes 20 each: she sits the barrel out and falls off it,
/// climbs back on and falls again; no one wins. 39 deals and a penalty, with marks.
fn long_thousand() -> Table {
    let mut doc: serde_json::Value = serde_json::from_str(DEMO_DOC).expect("the demo document");
    let deals = doc["deals"].as_array_mut().expect("deals");
    deals.truncate(10);
    for i in 0..30 {
        let declarer = ["Борис", "Вера"][i % 2];
        deals.push(serde_json::json!({
            "declarer": declarer, "bid": 110, "points": {"Аня": 20, "Борис": 50, "Вера": 50}
        }));
    }
    let t = Table::new();
    let path = t.file("long.json", &doc.to_string());
    t.ok(&["import", &path]);
    t
}

/// The demo match (docs/examples/thousand-demo.json) imported into a fresh ledger.
fn demo() -> Table {
    let t = Table::new();
    let doc = t.file("demo.json", DEMO_DOC);
    t.ok(&["import", &doc]);
    t
}

/// A total as the page writes it: a minus sign, not a hyphen.
fn shown(total: i64) -> String {
    if total < 0 {
        format!("\u{2212}{}", -total)
    } else {
        total.to_string()
    }
}

/// The final totals `kozyr show --json` gives, by side.
fn totals(t: &Table) -> Vec<(String, i64)> {
    common::totals(&t.json(&["show"]))
}

#[test]
fn chart_svg_shows_in_a_browser_at_its_size_with_every_line() {
    let Some(chromium) = chromium() else { return };
    let t = demo();
    let svg = t.dir.path().join("race.svg");
    t.ok(&["chart", "--svg", svg.to_str().expect("UTF-8 path")]);
    let shot = t.dir.path().join("shot.png");
    let (w, h) = kozyr::report::SVG_SIZE;
    let flags = [format!("--screenshot={}", shot.display()), format!("--window-size={w},{h}")];
    headless(&chromium, t.dir.path(), &flags, &svg);
    let (sw, sh, pixels) = decode_png(&std::fs::read(&shot).expect("Chromium wrote the screenshot"));
    assert_eq!((sw, sh), (w, h));
    let white = pixels.iter().filter(|p| p[..3] == [255, 255, 255]).count();
    assert!(white > pixels.len() / 2 && white < pixels.len(), "a white ground with a drawing on it");
    // Every player's line in his colour, as the browser drew it (close: it smooths the edges).
    for side in 0..3 {
        let hex = kozyr::report::svg_color(side);
        let rgb: Vec<i32> =
            (0..3).map(|i| i32::from(u8::from_str_radix(&hex[1 + 2 * i..3 + 2 * i], 16).expect("hex"))).collect();
        let near = |p: &[u8; 4]| (0..3).all(|i| (i32::from(p[i]) - rgb[i]).abs() <= 8);
        assert!(pixels.iter().filter(|p| near(p)).count() > 200, "side {side}'s line ({hex}) is not drawn");
    }
}

/// Measures the chart in the browser: the legend's box (its frame and the texts in it, by
/// `getBBox`) and every point along the players' lines that falls inside it, written into the page.
const MEASURE: &str = r#"<script>
const svg = document.querySelector('svg');
const frames = [...svg.querySelectorAll('rect')].filter(r => r.getAttribute('stroke') === '#000000');
const box = {x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity};
const grow = b => { box.x0 = Math.min(box.x0, b.x); box.y0 = Math.min(box.y0, b.y);
  box.x1 = Math.max(box.x1, b.x + b.width); box.y1 = Math.max(box.y1, b.y + b.height); };
frames.forEach(f => grow(f.getBBox()));
const texts = [...svg.querySelectorAll('text')].filter(t => NAMES.some(n => t.textContent.trim().startsWith(n + ' ')));
texts.forEach(t => grow(t.getBBox()));
const lines = [...svg.querySelectorAll('polyline')].filter(p => p.getAttribute('stroke-width') === '3');
const hits = [];
for (const l of lines) {
  const pts = l.getAttribute('points').trim().split(/\s+/).map(p => p.split(',').map(Number));
  for (let i = 0; i + 1 < pts.length; i++) {
    for (let k = 0; k <= 50; k++) {
      const x = pts[i][0] + (pts[i + 1][0] - pts[i][0]) * k / 50, y = pts[i][1] + (pts[i + 1][1] - pts[i][1]) * k / 50;
      if (x >= box.x0 && x <= box.x1 && y >= box.y0 && y <= box.y1) hits.push([x, y]);
    }
  }
}
document.getElementById('result').textContent =
  JSON.stringify({frames: frames.length, texts: texts.length, lines: lines.length, box, hits});
</script>"#;

/// King's first deals take tricks, and tricks cost: every line starts at 0 at the upper left and
/// falls, the corner where a legend inside the plot would sit. The legend's box, measured by the
/// browser, holds no point of any line.
#[test]
fn the_chart_legend_covers_no_line() {
    let Some(chromium) = chromium() else { return };
    let t = Table::new();
    t.ok(&["new", "king", "--players", "Аня,Борис,Вера,Галя"]);
    t.ok(&["deal", "--won", "Аня=1,Борис=3,Вера=0,Галя=4"]);
    t.ok(&["deal", "--took", "Борис=JS,JH", "--took", "Галя=JC,JD"]);
    let svg = t.dir.path().join("race.svg");
    t.ok(&["chart", "--svg", svg.to_str().expect("UTF-8 path")]);
    let picture = std::fs::read_to_string(&svg).expect("the SVG");
    let picture = picture
        .trim_start()
        .strip_prefix("<?xml")
        .map_or(picture.as_str(), |rest| rest.split_once("?>").map_or(rest, |(_, svg)| svg));
    let names = r#"const NAMES = ["Аня", "Борис", "Вера", "Галя"];"#;
    let page = t.dir.path().join("measure.html");
    let html = format!(
        "<!DOCTYPE html><html><head><meta charset=\"utf-8\"></head><body style=\"margin:0\">{picture}\
         <pre id=\"result\"></pre><script>{names}</script>{MEASURE}</body></html>"
    );
    std::fs::write(&page, html).expect("the page");
    let dom = dump_dom(&chromium, t.dir.path(), &page);
    let result = dom.split("<pre id=\"result\">").nth(1).and_then(|r| r.split("</pre>").next()).expect("the result");
    let v: serde_json::Value = serde_json::from_str(result).unwrap_or_else(|e| panic!("{e}: {result}"));
    assert_eq!(v["frames"], 1, "one legend frame: {v}");
    assert_eq!(v["texts"], 4, "a legend entry per player: {v}");
    assert_eq!(v["lines"], 4, "a line per player: {v}");
    assert_eq!(v["hits"], serde_json::json!([]), "the legend covers these points of the lines: {v}");
}

#[test]
fn a_long_match_prints_on_a_few_a4_pages_with_every_name_and_total() {
    let (Some(chromium), Some(poppler)) = (chromium(), poppler()) else { return };
    let t = long_thousand();
    let page = t.dir.path().join("match.html");
    t.ok(&["export", "--format", "html", "-o", page.to_str().expect("UTF-8 path")]);
    let (pages, text) = print_to_pdf(&chromium, &poppler, t.dir.path(), &page);
    // 40 rows of sheet, the legend, the chart and 40 explanations: more than a page, far fewer
    // than a page a deal.
    assert!((3..=15).contains(&pages), "{pages} pages");
    let totals = totals(&t);
    assert_eq!(totals.len(), 3);
    for (name, total) in &totals {
        assert!(text.contains(name.as_str()), "no {name} in the PDF");
        let standing = text.split("Standing so far").nth(1).expect("the standing in the PDF");
        assert!(standing.contains(&shown(*total)), "no total {total} of {name} in the standing: {standing}");
    }
    assert!(text.contains("Every deal explained") && text.contains("Deal 39:"), "{text}");
}

#[test]
fn the_history_prints_with_every_match_player_and_result() {
    let (Some(chromium), Some(poppler)) = (chromium(), poppler()) else { return };
    let t = Table::new();
    t.ok(&["demo"]);
    t.ok(&["new", "thousand", "--players", "Аня,Глеб,Дина"]);
    t.ok(&["deal", "--declarer", "Глеб", "--bid", "120", "--points", "Аня=22,Глеб=75,Дина=23"]);
    t.ok(&["new", "belot", "--team", "Ние=Иван,Мария", "--team", "Вие=Петър,Елена"]);
    let page = t.dir.path().join("history.html");
    std::fs::write(&page, t.ok(&["--lang", "ru", "history", "--format", "html"])).expect("the page");
    let (pages, text) = print_to_pdf(&chromium, &poppler, t.dir.path(), &page);
    assert_eq!(pages, 1, "three matches fit a page");
    let flat = text.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(flat.contains("Сыгранные партии"), "{flat}");
    for word in ["Аня", "Борис", "Вера", "Глеб", "Дина", "Иван", "Елена", "1020", "Тысяча", "Белот"]
    {
        assert!(flat.contains(word), "no {word} in the printed history: {flat}");
    }
}

#[test]
fn stats_svg_shows_in_a_browser_with_a_bar_for_every_winner() {
    let Some(chromium) = chromium() else { return };
    let t = Table::new();
    let doc = t.file("demo.json", DEMO_DOC);
    // Two evenings of the demo: Аня wins both.
    t.ok(&["import", &doc]);
    t.ok(&["import", &doc]);
    let svg = t.dir.path().join("wins.svg");
    let stats = t.json(&["stats", "--svg", svg.to_str().expect("UTF-8 path")]);
    let shot = t.dir.path().join("wins.png");
    let (w, h) = kozyr::report::SVG_SIZE;
    let flags = [format!("--screenshot={}", shot.display()), format!("--window-size={w},{h}")];
    headless(&chromium, t.dir.path(), &flags, &svg);
    let (sw, sh, pixels) = decode_png(&std::fs::read(&shot).expect("Chromium wrote the screenshot"));
    assert_eq!((sw, sh), (w, h));
    let players = stats["players"].as_array().expect("players");
    for (i, p) in players.iter().enumerate() {
        let hex = kozyr::report::svg_color(i);
        let rgb: Vec<i32> =
            (0..3).map(|k| i32::from(u8::from_str_radix(&hex[1 + 2 * k..3 + 2 * k], 16).expect("hex"))).collect();
        let painted = pixels.iter().filter(|px| (0..3).all(|k| (i32::from(px[k]) - rgb[k]).abs() <= 8)).count();
        // A bar a fifth of the picture wide at least, as tall as its wins: thousands of pixels.
        if p["won"].as_u64() > Some(0) {
            assert!(painted > 2_000, "{}'s bar ({hex}) is not drawn: {painted} pixels", p["name"]);
        } else {
            assert!(painted < 50, "{} won nothing but has a bar ({hex}): {painted} pixels", p["name"]);
        }
    }
}

#[test]
fn a_rubbers_score_pad_prints_with_both_columns_and_the_totals() {
    let (Some(chromium), Some(poppler)) = (chromium(), poppler()) else { return };
    let t = Table::new();
    t.ok(&["new", "bridge", "--players", "Север,Восток,Юг,Запад", "--option", "scoring=rubber"]);
    t.ok(&["deal", "--contract", "2H", "--by", "Восток", "--tricks", "8"]);
    t.ok(&["deal", "--contract", "4S", "--by", "Север", "--result", "+1", "--honours", "Юг:4"]);
    t.ok(&["deal", "--stop"]);
    let page = t.dir.path().join("rubber.html");
    t.ok(&["--lang", "ru", "export", "--format", "html", "-o", page.to_str().expect("UTF-8 path")]);
    let (pages, text) = print_to_pdf(&chromium, &poppler, t.dir.path(), &page);
    assert!(pages <= 2, "{pages} pages");
    let pad = text.split("Запись над чертой и под чертой").nth(1).expect("the pad in the PDF");
    let pad = pad.split("Итог").next().unwrap_or(pad);
    let words: Vec<&str> = pad.split_whitespace().collect();
    // EW's 60 below, then NS's game of 120 below (the line under it ends EW's part score) with 130
    // above (the overtrick and the honours), and 300 above for the only game at the stop: 550 to 60.
    assert_eq!(words[..2], ["Роббер", "1"], "{pad}");
    for word in ["NS", "EW", "300", "130", "60", "120", "550"] {
        assert_eq!(words.iter().filter(|w| **w == word).count(), if word == "60" { 2 } else { 1 }, "{word}: {pad}");
    }
}

/// The barrel mark is drawn on the page, not left to an emoji font the browser or the printer may
/// lack (which would print the sign 🛢 as an empty box): the page on screen shows the barrel's
/// brown wood, and nothing else on it is that colour.
#[test]
fn the_barrel_mark_is_drawn_without_an_emoji_font() {
    let Some(chromium) = chromium() else { return };
    let t = demo();
    let page = t.dir.path().join("match.html");
    t.ok(&["export", "--format", "html", "-o", page.to_str().expect("UTF-8 path")]);
    let html = std::fs::read_to_string(&page).expect("the page");
    assert!(!html.replace("<title>🛢</title>", "").contains('🛢'), "{html}");
    let shot = t.dir.path().join("shot.png");
    let flags = [format!("--screenshot={}", shot.display()), "--window-size=900,1000".to_string()];
    headless(&chromium, t.dir.path(), &flags, &page);
    let (_, _, pixels) = decode_png(&std::fs::read(&shot).expect("Chromium wrote the screenshot"));
    let wood = |p: &&[u8; 4]| p[0].abs_diff(0x9a) < 12 && p[1].abs_diff(0x6a) < 12 && p[2].abs_diff(0x3a) < 12;
    let drawn = pixels.iter().filter(wood).count();
    // Two barrels on the sheet and one in the legend, each some 8 × 12 pixels of wood.
    assert!(drawn >= 3 * 20, "the barrels' wood: {drawn} pixels");
}
