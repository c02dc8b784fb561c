//! No text reaches the user except through the catalogues. In the pseudo-language `en-XA` every
//! catalogue text is printed with its consonants accented ("ḓeaŀ"), so any run of plain Latin
//! consonants in the output is a sentence that was built outside the catalogues. This drives the
//! real binary through every game — a match, deals, a refusal, a penalty, an undo, the sheet, the
//! notes, the explanation, the list, the CSV, the rules and the help — and reads everything printed.

use crate::support::common;

use std::collections::BTreeSet;

use common::{Sample, Table, SAMPLES};

/// Words that are data or names a user types, never wording: commands, flags' names, game ids,
/// option names, the program's name.
fn allowed() -> BTreeSet<String> {
    let mut words: BTreeSet<String> = [
        "kozyr",
        "new",
        "deal",
        "check",
        "penalty",
        "undo",
        "redo",
        "use",
        "void",
        "correct",
        "log",
        "show",
        "chart",
        "list",
        "history",
        "stats",
        "explain",
        "rules",
        "replay",
        "import",
        "export",
        "verify",
        "demo",
        "help",
        "completions",
        "man",
        "session",
        // `kozyr session match`: an evening of teams.
        "match",
        "claim",
        "poker",
        "compare",
        // `kozyr player list|rename|merge --into`.
        "player",
        "rename",
        "merge",
        "into",
        // The spellings of a joker, listed as typed.
        "jo",
        "joker",
        "json",
        "csv",
        // `kozyr history --format table|md|csv|html`.
        "table",
        "md",
        "html",
        "true",
        "false",
        "null",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    // The CSV's stable English keys, named as they are (`kozyr export --stable-header`).
    for k in kozyr::report::STABLE_COLUMNS {
        words.extend(k.split('_').map(str::to_string));
    }
    // A bridge session's scorings are typed as they are (`--scoring cross-imps`).
    for s in kozyr::games::bridge::Scoring::ALL {
        words.extend(s.id().split('-').map(str::to_string));
    }
    for g in kozyr::games::all() {
        let info = g.info();
        words.extend(info.id.split('-').map(str::to_string));
        for o in info.options {
            words.extend(o.name.split('_').map(str::to_string));
        }
        // Option values are typed as they are (`rounds=pack`, `last_trump=none`).
        if let Some(defaults) = g.default_options().as_object() {
            for v in defaults.values().filter_map(|v| v.as_str()) {
                words.extend(v.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_lowercase));
            }
        }
        for f in info.flags {
            words.extend(f.name.split('-').map(str::to_string));
        }
        for w in info.words {
            words.extend(w.split('-').map(str::to_string));
        }
    }
    words
}

/// Runs of plain Latin letters holding a consonant: text that no catalogue accented. Rule ids in
/// brackets, flags, back-quoted record fields and allowed words are data.
fn strays(text: &str, allowed: &BTreeSet<String>) -> Vec<String> {
    latin_words(text, allowed, |w| w.len() >= 2 && w.chars().any(|c| !"aeiouAEIOU".contains(c)))
}

/// Latin words of `min` letters or more: English left in a Russian or Bulgarian text.
fn english_words(text: &str, allowed: &BTreeSet<String>, min: usize) -> Vec<String> {
    latin_words(text, allowed, |w| w.len() >= min && w.chars().any(|c| c.is_ascii_lowercase()))
}

fn latin_words(text: &str, allowed: &BTreeSet<String>, suspect: impl Fn(&str) -> bool) -> Vec<String> {
    let mut out = vec![];
    for line in text.lines() {
        // Rule ids cited outside brackets (`kozyr rules GAME ids`): `thousand.bid.step`.
        let line: String = line
            .split(' ')
            .map(|tok| {
                let t = tok.trim_matches(|c: char| !c.is_ascii_alphanumeric());
                let id = t.contains('.')
                    && t.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '.' || c == '-');
                // A path (the demo's temporary ledger) is data too.
                if id || tok.contains('/') {
                    " ".repeat(tok.len())
                } else {
                    tok.to_string()
                }
            })
            .collect::<Vec<_>>()
            .join(" ");
        let line = line.as_str();
        let mut cleaned = String::new();
        let mut skip_until: Option<char> = None;
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if let Some(end) = skip_until {
                if c == end {
                    skip_until = None;
                }
                cleaned.push(' ');
            } else if c == '[' && chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase()) {
                skip_until = Some(']');
                cleaned.push(' ');
            } else if c == '`' {
                skip_until = Some('`');
                cleaned.push(' ');
            } else if c == '-' && chars.get(i + 1) == Some(&'-') {
                // A flag: skip to the end of the word.
                while i < chars.len() && !chars[i].is_whitespace() && chars[i] != ',' && chars[i] != ')' {
                    i += 1;
                    cleaned.push(' ');
                }
                continue;
            } else {
                cleaned.push(c);
            }
            i += 1;
        }
        for word in cleaned.split(|c: char| !c.is_ascii_alphabetic()) {
            if suspect(word) && !allowed.contains(&word.to_lowercase()) {
                out.push(format!("{word:?} in {line:?}"));
            }
        }
    }
    out
}

fn run_in(lang: &str, t: &Table, args: &[&str]) -> String {
    let mut all = vec!["--lang", lang];
    all.extend_from_slice(args);
    let out = t.run(&all);
    let mut text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.push_str(&String::from_utf8_lossy(&out.stderr));
    assert!(!text.contains("panicked"), "kozyr {args:?} panicked:\n{text}");
    text
}

/// What a reader sees of an HTML page: its text, without the style sheet, the tags or entities.
fn visible(html: &str) -> String {
    let page = match (html.find("<style>"), html.find("</style>")) {
        (Some(a), Some(b)) => format!("{}{}", &html[..a], &html[b..]),
        _ => html.to_string(),
    };
    let mut out = String::new();
    let mut tag = false;
    for c in page.chars() {
        match c {
            '<' => {
                tag = true;
                out.push(' ');
            }
            '>' if tag => tag = false,
            c if !tag => out.push(c),
            _ => {}
        }
    }
    let entities = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&")];
    entities.iter().fold(out, |text, (entity, c)| text.replace(entity, c))
}

/// One game's commands in `lang` at a table of its own: a match, its deals, a refusal, a penalty,
/// an undo, a correction and a void, the sheet, the chart, the explanation, the rules and the help.
fn game_battery(lang: &str, (game, new, deals): &Sample) -> Vec<(String, String)> {
    let mut out = vec![];
    let pseudo = |t: &Table, args: &[&str]| run_in(lang, t, args);
    let mut check = |what: String, text: String| out.push((what, text));
    let t = Table::new();
    let mut args = vec!["new", game];
    args.extend_from_slice(new);
    check(format!("new {game}"), pseudo(&t, &args));
    for deal in *deals {
        let mut args = vec!["deal"];
        args.extend_from_slice(deal);
        check(format!("{game} deal"), pseudo(&t, &args));
    }
    // A refusal: a player who is not at the table.
    let mut bad = vec!["deal"];
    bad.extend_from_slice(deals.iter().find(|d| d.iter().any(|a| a.contains("Борис"))).unwrap_or(&deals[0]));
    for a in bad.iter_mut() {
        if *a == "Борис" {
            *a = "Борис2";
        }
    }
    check(format!("{game} refusal"), pseudo(&t, &bad));
    check(format!("{game} empty deal"), pseudo(&t, &["deal"]));
    check(
        format!("{game} penalty"),
        pseudo(&t, &["penalty", "--player", "Аня", "--points", "-10", "--reason", "опоздание"]),
    );
    check(format!("{game} undo"), pseudo(&t, &["undo"]));
    // Corrections: deal 1 corrected with its own flags, voided with a reason, the log.
    let mut fix = vec!["correct", "1", "--reason", "опечатка"];
    fix.extend_from_slice(deals[0]);
    check(format!("{game} correct"), pseudo(&t, &fix));
    check(format!("{game} correct refused"), pseudo(&t, &["correct", "9", "--reason", "x"]));
    check(format!("{game} undo correction"), pseudo(&t, &["undo"]));
    check(format!("{game} void"), pseudo(&t, &["void", "1", "--reason", "пролитый чай"]));
    check(format!("{game} void twice"), pseudo(&t, &["void", "--entry", "1"]));
    check(format!("{game} log"), pseudo(&t, &["log"]));
    for cmd in [
        &["show"][..],
        &["show", "--notes"],
        &["show", "--ascii"],
        &["chart"],
        &["chart", "--ascii"],
        &["chart", "--help"],
        &["explain"],
        &["explain", "1"],
        &["explain", "-m", "1", "1"],
        &["use"],
        &["use", "1"],
        &["undo", "1"],
        &["list"],
        &["rules", game, "options"],
        &["rules", game, "flags"],
        &["rules", game, "ids"],
        &["deal", "--help"],
        &["check", "--help"],
        &["correct", "--help"],
        &["void", "--help"],
        &["log", "--help"],
        &["void"],
        &["correct", "1", "--entry", "2"],
    ] {
        check(format!("{game} {cmd:?}"), pseudo(&t, cmd));
    }
    let mut chk = vec!["check"];
    chk.extend_from_slice(deals[0]);
    check(format!("{game} check"), pseudo(&t, &chk));
    out
}

/// Every game's commands in `lang`: (what was run, everything it printed), in the order run.
/// Each game plays at a table of its own, so the games are run on every core at once and their
/// outputs put back in the games' order; the commands that follow share tables and run in turn.
fn battery(lang: &str) -> Vec<(String, String)> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    let mut per_game: Vec<(usize, Vec<(String, String)>)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = vec![];
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(sample) = SAMPLES.get(i) else { return done };
                        done.push((i, game_battery(lang, sample)));
                    }
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a battery thread")).collect()
    });
    per_game.sort_by_key(|(i, _)| *i);
    let mut out: Vec<(String, String)> = per_game.into_iter().flat_map(|(_, o)| o).collect();
    let pseudo = |t: &Table, args: &[&str]| run_in(lang, t, args);
    let mut check = |what: String, text: String| out.push((what, text));
    let t = Table::new();
    for cmd in [
        &["demo"][..],
        &["chart"],
        &["--help"],
        &["new", "--help"],
        &["help", "deal", "belot"],
        &["rules"],
        &["new", "шахматы", "--players", "Аня,Борис"],
        &["show"],
        &["deal", "--nosuchflag", "1"],
        // The demo's match is over and current: its sheet, a deal refused with the way out, the
        // match's grammar refused with hints.
        &["show"],
        &["deal", "--declarer", "Вера", "--bid", "100", "--points", "Аня=22,Борис=75,Вера=23"],
        &["deal", "--contract", "hearts"],
        &["undo", "1"],
        &["show", "1", "-m", "1"],
        &["explain", "1", "2"],
        &["explain", "x"],
        &["new", "thousand", "--players", "Аня,Борис,Вера", "--name", "12"],
        &["use", "1"],
        // The history of both matches: the table, its exports, each refusal, the help.
        &["history"],
        &["history", "--player", "аня", "--game", "тысяча"],
        &["history", "--format", "md"],
        &["history", "--format", "csv"],
        &["history", "--since", "2030-01-01"],
        &["history", "--since", "вчера"],
        &["history", "--since", "2026-03-09", "--until", "2026-03-08"],
        &["history", "--player", "Жора"],
        &["history", "--help"],
        // The statistics of both matches: the tables, the head to head, each refusal, the help.
        &["stats"],
        &["stats", "--vs", "Аня,Борис"],
        &["stats", "--player", "аня", "--game", "тысяча"],
        &["stats", "--since", "2030-01-01"],
        &["stats", "--since", "вчера"],
        &["stats", "--vs", "Аня"],
        &["stats", "--vs", "Аня,аня"],
        &["stats", "--player", "Жора"],
        &["stats", "--help"],
        // The match as a document to send and to print.
        &["export", "--format", "md"],
        &["export", "--format", "html"],
        &["history", "--format", "html"],
        &["export", "--help"],
        &["chart", "--help"],
    ] {
        let text = pseudo(&t, cmd);
        let text = if cmd.contains(&"html") { visible(&text) } else { text };
        check(format!("{cmd:?}"), text);
    }
    // People across matches: the list, a rename, a merge, each refusal, verify's players line.
    let t = Table::new();
    for cmd in [
        &["player", "--help"][..],
        &["player", "rename", "--help"],
        &["player", "merge", "--help"],
        &["player", "list"],
        &["new", "thousand", "--players", "Аня,Борис,Вера"],
        &["new", "thousand", "--players", "Анечка,Борис,Вера"],
        &["player", "rename", "Аня", "Анна", "--reason", "вышла замуж"],
        &["player", "merge", "Анечка", "--into", "Анна"],
        &["player", "list"],
        &["player", "list", "--ascii"],
        &["player", "rename", "Жора", "Георгий"],
        &["player", "rename", "Анна", "Борис"],
        &["player", "rename", "Анна", "Анна"],
        &["player", "rename", "Анна", "АНЕЧКА"],
        &["player", "rename", "Анна", "Анна,Борис"],
        &["player", "merge", "Анна", "--into", "аня"],
        &["player", "merge", "Анна", "--into", "Анечка"],
        &["history", "--player", "аня"],
        &["verify", "--all"],
    ] {
        check(format!("{cmd:?}"), pseudo(&t, cmd));
    }
    // A bridge club session: its commands, a ranking, a traveller, a refusal.
    let t = Table::new();
    for cmd in [
        &["session", "--help"][..],
        &["session", "new", "--help"],
        &["session", "result", "--help"],
        &["session", "new", "--pairs", "4", "--boards", "2", "--scoring", "imps"],
        &["session", "result", "1", "--ns", "1", "--ew", "2", "--contract", "4S", "--by", "N", "--tricks", "10"],
        &["session", "result", "1", "--ns", "3", "--ew", "4", "--adjusted", "60/40"],
        &["session", "result", "1", "--ns", "3", "--ew", "1", "--contract", "pass"],
        &["session", "show"],
        &["session", "board", "1"],
        &["show"],
        &["new", "bridge", "--players", "Север,Восток,Юг,Запад"],
        &["session", "show"],
    ] {
        check(format!("{cmd:?}"), pseudo(&t, cmd));
    }
    // The poker showdown referee: a ranking with a tie and a joker, and each refusal.
    let t = Table::new();
    for cmd in [
        &["poker", "--help"][..],
        &["poker", "compare", "--help"],
        &["poker", "compare", "K♠ K♥ 7♦ 7♣ Q♠", "K♦ K♣ 7♠ 7♥ J♥", "A♠ Q♥ J♦ 3♣ 2♠", "A♥ Q♦ J♣ 3♦ 2♥", "Jo 5♥ 5♦ 9♣ 9♠"],
        &["poker", "compare", "A♠ K♠ Q♠ Jo Jo", "9♥ 9♦ 9♣ 9♠ 2♦", "--names", "Аня,Борис"],
        &["poker", "compare", "A♠ K♠", "9♥ 9♦ 9♣ 9♠ 2♦"],
        &["poker", "compare", "A♠ K♠ Q♠ J♠ X♠", "9♥ 9♦ 9♣ 9♠ 2♦"],
        &["poker", "compare", "A♠ K♠ Q♠ J♠ A♠", "9♥ 9♦ 9♣ 9♠ 2♦"],
        &["poker", "compare", "A♠ K♠ Q♠ J♠ 9♥", "9♥ 9♦ 9♣ 9♠ 2♦", "--names", "Аня,Борис"],
        &["poker", "compare", "A♠ K♠ Q♠ Jo Jo", "9♥ 9♦ 9♣ 9♠ Jo"],
        &["poker", "compare", "A♠ K♠ Q♠ J♠ 10♠"],
        &["poker", "compare", "A♠ K♠ Q♠ J♠ 10♠", "9♥ 9♦ 9♣ 9♠ 2♦", "--names", "Аня"],
    ] {
        check(format!("{cmd:?}"), pseudo(&t, cmd));
    }
    out
}

#[test]
fn nothing_a_user_reads_bypasses_the_catalogues() {
    let allowed = allowed();
    let mut found = vec![];
    for (what, text) in battery("en-XA") {
        found.extend(strays(&text, &allowed).into_iter().map(|s| format!("{what}: {s}")));
    }
    assert!(found.is_empty(), "{} texts bypass the catalogues:\n{}", found.len(), found.join("\n"));
}

#[test]
fn russian_and_bulgarian_output_has_no_english_left() {
    // Proper names and technical words a Russian or Bulgarian text keeps: environment variables and
    // ASCII (all capitals), shells, systems, formats, the English names in the list of games.
    let mut allowed = allowed();
    allowed.extend(
        [
            "linux",
            "bash",
            "zsh",
            "fish",
            "elvish",
            "powershell",
            "roff",
            "pager",
            "less",
            "options",
            "flags",
            "ids",
            "markdown",
            // The Portable Bridge Notation, a format's proper name.
            "portable",
            "notation",
        ]
        .iter()
        .map(|s| s.to_string()),
    );
    for g in kozyr::games::all() {
        let name = g.info().name(kozyr::i18n::Lang::En);
        allowed.extend(name.split(|c: char| !c.is_ascii_alphabetic()).map(str::to_lowercase));
    }
    let mut found = vec![];
    for lang in ["ru", "bg"] {
        for (what, text) in battery(lang) {
            found.extend(english_words(&text, &allowed, 4).into_iter().map(|s| format!("{lang} {what}: {s}")));
        }
    }
    assert!(found.is_empty(), "{} English words in ru/bg output:\n{}", found.len(), found.join("\n"));
}

#[test]
fn the_stray_finder_finds_plain_english_and_passes_data() {
    let allowed = allowed();
    assert_eq!(strays("ŧřīčķ 3: the seed", &allowed).len(), 1, "«the» has a consonant, «seed» too");
    assert!(strays("ḓeaŀ 1 [thousand.bid.step] --bid `points` kozyr thousand barrel_at", &allowed).is_empty());
}
