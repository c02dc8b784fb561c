//! The message catalogues: every message exists in English, Russian and Bulgarian with the same
//! arguments, every catalogue parses, and every message the code builds exists with the arguments
//! its text uses. Plural forms follow CLDR («1 взятка, 2 взятки, 5 взяток»).

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use kozyr::i18n::{catalogues, Lang, Msg};
use kozyr::msg;

type Vars = BTreeSet<String>;

fn inline_vars(e: &InlineExpression<&str>, out: &mut Vars, refs: &mut Vars) {
    match e {
        InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_vars(a, out, refs);
            }
            for a in &arguments.named {
                inline_vars(&a.value, out, refs);
            }
        }
        InlineExpression::MessageReference { id, .. } => {
            refs.insert(id.name.to_string());
        }
        InlineExpression::Placeable { expression } => expr_vars(expression, out, refs),
        _ => {}
    }
}

fn expr_vars(e: &Expression<&str>, out: &mut Vars, refs: &mut Vars) {
    match e {
        Expression::Select { selector, variants } => {
            inline_vars(selector, out, refs);
            for v in variants {
                pattern_vars(&v.value, out, refs);
            }
        }
        Expression::Inline(i) => inline_vars(i, out, refs),
    }
}

fn pattern_vars(p: &Pattern<&str>, out: &mut Vars, refs: &mut Vars) {
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr_vars(expression, out, refs);
        }
    }
}

/// Every message of a language: id → (variables, messages it refers to, file).
fn messages(lang: &str) -> BTreeMap<String, (Vars, Vars, String)> {
    let mut out = BTreeMap::new();
    for (l, file, source) in catalogues() {
        if *l != lang {
            continue;
        }
        let res = match fluent_syntax::parser::parse(*source) {
            Ok(r) => r,
            Err((_, errors)) => panic!("locales/{l}/{file}.ftl does not parse: {errors:?}"),
        };
        for entry in &res.body {
            if let Entry::Message(m) = entry {
                let (mut vars, mut refs) = (Vars::new(), Vars::new());
                if let Some(v) = &m.value {
                    pattern_vars(v, &mut vars, &mut refs);
                }
                let id = m.id.name.to_string();
                assert!(m.value.is_some(), "locales/{l}/{file}.ftl: {id} has no text");
                let previous = out.insert(id.clone(), (vars, refs, file.to_string()));
                assert!(previous.is_none(), "locales/{l}: {id} is defined twice");
            }
        }
    }
    out
}

#[test]
fn every_message_exists_in_every_language_with_the_same_arguments() {
    let en = messages("en");
    assert!(en.len() > 10, "the English catalogue is loaded");
    for lang in ["ru", "bg"] {
        let other = messages(lang);
        let mut problems = vec![];
        for (id, (vars, _, file)) in &en {
            match other.get(id) {
                None => problems.push(format!("{id} (locales/en/{file}.ftl) is missing in {lang}")),
                Some((v, _, f)) if v != vars => {
                    problems.push(format!("{id}: en uses {vars:?} but {lang} ({f}.ftl) uses {v:?}"))
                }
                Some((_, _, f)) if f != file => problems.push(format!("{id} is in en/{file}.ftl but {lang}/{f}.ftl")),
                _ => {}
            }
        }
        for id in other.keys().filter(|id| !en.contains_key(*id)) {
            problems.push(format!("{id} exists in {lang} but not in en"));
        }
        assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
    }
}

/// A message may refer only to messages of its own file: each file is loaded on its own, the first
/// time one of its messages is shown.
#[test]
fn every_message_reference_resolves_in_its_own_file() {
    for lang in ["en", "ru", "bg"] {
        let all = messages(lang);
        for (id, (_, refs, file)) in &all {
            for r in refs {
                let target = all.get(r).map(|(_, _, f)| f.as_str());
                assert_eq!(
                    target,
                    Some(file.as_str()),
                    "{lang}: {id} ({file}.ftl) refers to {r}, which is not in its file"
                );
            }
        }
    }
}

/// `msg!("id", a = …, b = …)` calls in the source: (id, argument names, file).
fn msg_calls() -> Vec<(String, Vars, String)> {
    let mut out = vec![];
    let mut stack = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                // Comments may show a call as an example; only code counts.
                let text: String = std::fs::read_to_string(&p)
                    .unwrap()
                    .lines()
                    .filter(|l| !l.trim_start().starts_with("//"))
                    .map(|l| format!("{l}\n"))
                    .collect();
                let name = p.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&p).display().to_string();
                let mut rest = text.as_str();
                while let Some(at) = rest.find("msg!(") {
                    rest = &rest[at + 5..];
                    let call = balanced(rest);
                    if let Some(parsed) = parse_call(call) {
                        out.push((parsed.0, parsed.1, name.clone()));
                    }
                }
            }
        }
    }
    out
}

/// The text up to the parenthesis that closes the call.
fn balanced(s: &str) -> &str {
    let mut depth = 1;
    let mut in_str = false;
    let mut prev = ' ';
    for (i, c) in s.char_indices() {
        match c {
            '"' if prev != '\\' => in_str = !in_str,
            '(' | '[' | '{' if !in_str => depth += 1,
            ')' | ']' | '}' if !in_str => {
                depth -= 1;
                if depth == 0 {
                    return &s[..i];
                }
            }
            _ => {}
        }
        prev = c;
    }
    s
}

/// The literal id and the top-level `name =` arguments of a call; `None` for a computed id.
fn parse_call(call: &str) -> Option<(String, Vars)> {
    let call = call.trim_start();
    let body = call.strip_prefix('"')?;
    let end = body.find('"')?;
    let id = body[..end].to_string();
    let mut args = Vars::new();
    let (mut depth, mut in_str, mut prev, mut start) = (0, false, ' ', end + 1);
    let rest = &body[end + 1..];
    let mut pieces = vec![];
    for (i, c) in rest.char_indices() {
        match c {
            '"' if prev != '\\' => in_str = !in_str,
            '(' | '[' | '{' if !in_str => depth += 1,
            ')' | ']' | '}' if !in_str => depth -= 1,
            ',' if !in_str && depth == 0 => {
                pieces.push(&rest[start - end - 1..i]);
                start = i + end + 2;
            }
            _ => {}
        }
        prev = c;
    }
    pieces.push(&rest[(start - end - 1).min(rest.len())..]);
    for p in pieces {
        if let Some((k, _)) = p.split_once('=') {
            let k = k.trim();
            if !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                args.insert(k.to_string());
            }
        }
    }
    Some((id, args))
}

#[test]
fn every_message_the_code_builds_exists_and_gets_its_arguments() {
    let en = messages("en");
    let calls = msg_calls();
    assert!(calls.len() > 10, "msg! calls are found");
    let mut problems = vec![];
    for (id, args, file) in &calls {
        match en.get(id) {
            None => problems.push(format!("{file}: msg!(\"{id}\") has no English text")),
            Some((vars, _, _)) => {
                let missing: Vec<&String> = vars.difference(args).collect();
                if !missing.is_empty() {
                    problems.push(format!("{file}: msg!(\"{id}\") does not give {missing:?}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

#[test]
fn russian_plurals_follow_cldr() {
    let m = |n: i64| msg!("play-card-count", cards = n, missing = Msg::default()).render(Lang::Ru);
    assert_eq!(m(1), "в записи 1 карта");
    assert_eq!(m(2), "в записи 2 карты");
    assert_eq!(m(5), "в записи 5 карт");
    assert_eq!(m(21), "в записи 21 карта");
    assert_eq!(m(22), "в записи 22 карты");
    assert_eq!(m(11), "в записи 11 карт");
}

#[test]
fn negative_numbers_print_with_the_minus_sign_and_no_isolation_marks() {
    let text = msg!("error-at-entry", entry = -3, text = "x", rule = "r").render(Lang::En);
    assert_eq!(text, "entry −3: x [r]");
}

#[test]
fn every_game_has_its_names_flags_options_and_rule_ids_in_every_language() {
    use kozyr::games::{all, GameInfo};
    use kozyr::i18n::has;
    let mut problems = vec![];
    for game in all() {
        let info = game.info();
        let mut ids: Vec<String> = vec![format!("game-{}", info.id)];
        ids.extend(info.flags.iter().map(|f| f.help.to_string()));
        ids.extend(info.options.iter().map(|o| o.help.to_string()));
        ids.extend(info.rule_ids.iter().map(|r| GameInfo::rule_doc(r).id.to_string()));
        for lang in Lang::ALL {
            for id in &ids {
                if !has(lang, id) {
                    problems.push(format!("{}: {id} is missing in {lang}", info.id));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// A placeable of a catalogue line, with the message it belongs to and the text around it.
struct Placed {
    lang: &'static str,
    file: &'static str,
    id: String,
    line: &'static str,
    /// The placeable itself, `{ $points }`.
    at: &'static str,
    /// The line before it and after it.
    before: &'static str,
    after: &'static str,
}

/// Every placeable in the catalogues of `langs`, line by line.
fn placeables(langs: &[&str]) -> Vec<Placed> {
    let mut out = vec![];
    for &(lang, file, source) in catalogues() {
        if !langs.contains(&lang) {
            continue;
        }
        let mut id = String::new();
        for line in source.lines() {
            if let Some((head, _)) = line.split_once(" =") {
                if !head.starts_with(' ') && !head.is_empty() {
                    id = head.to_string();
                }
            }
            let mut from = 0;
            while let Some(start) = line[from..].find("{ $").map(|i| from + i) {
                let Some(len) = line[start..].find('}') else { break };
                let end = start + len + 1;
                out.push(Placed {
                    lang,
                    file,
                    id: id.clone(),
                    line,
                    at: &line[start..end],
                    before: &line[from..start],
                    after: &line[end..],
                });
                from = end;
            }
        }
    }
    out
}

/// kozyr does not know whether Вера or Борис is playing, so a Russian or Bulgarian message never
/// puts a past tense that shows gender («сыграл», «е сложил») next to a placeable: it says
/// «игрок { $player } сыграл», uses a noun or a colon, or (in Bulgarian) the aorist «сложи». The
/// messages below have such a verb beside a placeable whose subject is a noun, not the person.
#[test]
fn no_gendered_past_tense_stands_beside_a_name() {
    const NOUN_SUBJECTS: [&str; 10] = [
        "belot3-exchange-seven-played", // «… сыграл игрок { $by }»: the card, then «игрок»
        "bridge-play-out-of-turn",      // «игрок { $player } сыграл»
        "bridge-play-disagree",         // «разыгрывающий взял»
        "bridge-tricks-range",          // «Разыгрывающий взял»
        "cli-ledger-busy",              // «журнал», a noun
        "frap-bid-vist-first",          // «никто не сказал», «никой не е казал»
        "frap-bid-after-frap",          // «круг … закончил»
        "poker-penalty",                // «штраф … создал бы»
        "stakes-penalty",               // «штраф … создал бы»
        "solve-departure",              // «игрок { $player } сыграл»
    ];
    let past = |w: &str| {
        w.chars().count() > 3 && ["ал", "ял", "ил", "ел", "ул", "ыл", "ёл", "ъл"].iter().any(|e| w.ends_with(e))
    };
    let word = |s: &str, after: bool| -> String {
        let mut words: Vec<&str> = s.split_whitespace().collect();
        if !after {
            words.reverse();
        }
        // Past «не» and the Bulgarian auxiliary «е» to the verb; a word before a colon is a label
        // («Победител: { $side }»), not a verb.
        let w = words.into_iter().find(|w| !["не", "е"].contains(w)).unwrap_or_default();
        if !after && w.ends_with(':') {
            return String::new();
        }
        w.trim_matches(|c: char| !c.is_alphabetic()).to_lowercase()
    };
    let mut found = vec![];
    for p in placeables(&["ru", "bg"]) {
        if NOUN_SUBJECTS.contains(&p.id.as_str()) {
            continue;
        }
        for w in [word(p.before, false), word(p.after, true)] {
            if past(&w) {
                found.push(format!("{} {}: {}: «{w}» in {}", p.lang, p.file, p.id, p.line));
            }
        }
    }
    assert!(found.is_empty(), "a gendered past tense beside a placeable:\n{}", found.join("\n"));
}

/// Where a number placeable is followed by a counted noun in a plural form that is wrong for some
/// numbers, outside a plural choice and after no preposition that asks for that form whatever
/// the number: "file: id: placeable in line", for every message of `lang` but the `exempt`.
fn counts_outside_plurals(lang: &str, plurals: &[&str], prepositions: &[&str], exempt: &[&str]) -> Vec<String> {
    let mut found = vec![];
    for p in placeables(&[lang]) {
        // A variant of a select says its own form.
        let t = p.line.trim_start();
        if t.starts_with('[') || t.starts_with("*[") || exempt.contains(&p.id.as_str()) {
            continue;
        }
        let noun: String = p.after.trim_start().chars().take_while(|c| c.is_alphabetic()).collect();
        // The preposition, or the one before a range's start («из 1–{ $most } карт»).
        let governed = p.before.split_whitespace().rev().take(2).any(|w| prepositions.contains(&w));
        if plurals.contains(&noun.as_str()) && !governed {
            found.push(format!("{}: {}: «{}» in {}", p.file, p.id, p.at, p.line));
        }
    }
    found
}

/// A Russian count agrees with its number: «1 очко, 2 очка, 5 очков», so a number placeable is
/// never followed by the genitive plural alone («{ $points } очков» would say «21 очков») except
/// where a preposition asks for the genitive of any number («из { $cards } карт», «до { $max }
/// игроков»). The exempt messages have such a pair whose placeable is no number, or a number that
/// is always many.
#[test]
fn russian_counts_agree_with_their_number() {
    let exempt = [
        "bridge-deal-hands-size",     // «у { $seat } карт: …»: a seat, the count after the colon
        "bridge-result-range",        // «нужно { $need } взяток»: 7 to 13
        "bridge-tricks-range",        // «взял { $given } взяток?»: above 13
        "catch-the-ten-took-nothing", // «{ $card } очков не даёт»: a card
    ];
    let found = counts_outside_plurals(
        "ru",
        &["очков", "игроков", "карт", "взяток", "сдач"],
        &["из", "до", "от", "для", "длиннее"],
        &exempt,
    );
    assert!(found.is_empty(), "a count in the genitive plural whatever its number:\n{}", found.join("\n"));
}

/// A Bulgarian count says «1 точка, 2 точки», «1 кръг, 2 кръга». The exempt messages count what is
/// never one: at least two players, a combination of three cards or more, a trick count above 13.
/// After «от», «до», «за», «при» and «по» the count is a size or a range (a pack of 32 cards).
#[test]
fn bulgarian_counts_agree_with_their_number() {
    let exempt = [
        "belot-announce-length",         // a combination: 3 cards or more
        "belot-announce-sequence-short", // the same
        "bezique-declare-late-six-pack", // the last tricks of the stock: 8 or more
        "bezique-declare-copies",        // the packs' cards: 64 or more
        "bridge-tricks-range",           // a trick count above 13
        "bura-step-ante",                // two players or more
        "family-took-impossible",        // a trick's size: two cards or more
        "frap-step-short",               // the tricks a frapper needs: two or more
        "nine-step-ante",                // two players or more
        "outcome-order-missing",         // all the players: two or more
        "play-card-count-required",      // a whole deal's cards
    ];
    let found = counts_outside_plurals(
        "bg",
        &["играчи", "точки", "карти", "взятки", "кръга"],
        &["от", "до", "за", "при", "по"],
        &exempt,
    );
    assert!(found.is_empty(), "a count in the plural whatever its number:\n{}", found.join("\n"));
}
