//! Engine benchmarks: the trick referee on random legal Thousand, Bridge-Belot and Belot-for-three play records,
//! Bezique's referee on two-handed and six-pack records, Terz's referee, and the replay of 100 000 Thousand deals. Run with `cargo bench --bench engine`; docs/performance.md has the
//! figures and how to read them.

use std::hint::black_box;
use std::time::Duration;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use kozyr::cards::Deck;
use kozyr::engine::{referee, referee_into, PlayOutcome};
use kozyr::games::belot::{BelotTricks, Contract};
use kozyr::games::belot3::Belot3Tricks;
use kozyr::games::replay;
use kozyr::games::thousand::{Thousand, ThousandOptions, ThousandTricks, SEATS};
use serde_json::Map;

#[path = "support/belot.rs"]
mod belot;
#[path = "support/belot3.rs"]
mod belot3;
#[path = "support/bezique.rs"]
mod bezique;
#[path = "support/family.rs"]
mod family;
#[path = "../tests/support/family.rs"]
mod family_support;
#[path = "support/rng.rs"]
mod rng;
// The property tests read the player's other fields; the bench needs the record and the points.
#[allow(dead_code)]
#[path = "support/terz.rs"]
mod terz;
#[path = "support/thousand.rs"]
mod thousand;

/// Fixed seeds: every run measures the same records.
const RECORDS_SEED: u64 = 0x6B6F_7A79_7231;
const MATCHES_SEED: u64 = 0x6B6F_7A79_7232;
const BELOT_SEED: u64 = 0x6B6F_7A79_7233;
const KING_SEED: u64 = 0x6B6F_7A79_7234;
const BLACK_MARY_SEED: u64 = 0x6B6F_7A79_7235;
const BEZIQUE_SEED: u64 = 0x6B6F_7A79_7236;
const BELOT3_SEED: u64 = 0x6B6F_7A79_7237;
const TERZ_SEED: u64 = 0x6B6F_7A79_7238;
/// "A few thousand" records: 98 304 plays, small enough to stay in cache like a real workload of
/// one deal at a time, large enough that the branch predictor cannot learn the data.
const RECORDS: usize = 4096;
/// 5 000 matches of 20 deals: 100 000 deals.
const MATCHES: usize = 5_000;
const DEALS_PER_MATCH: usize = 20;

/// `count` random legal deals from `seed`; about one lead in three that could declare a
/// marriage does.
fn random_deals(seed: u64, count: usize) -> Vec<thousand::RandomDeal> {
    let mut rng = thousand::Rng::new(seed);
    (0..count)
        .map(|_| {
            let leader = rng.below(SEATS);
            thousand::random_deal(&mut rng, leader, 1, 3)
        })
        .collect()
}

fn bench_referee(c: &mut Criterion) {
    let options = ThousandOptions::from_map(&Map::new()).expect("the default options are valid");
    let rules = ThousandTricks { options: &options, deck: Deck::piquet24() };
    let deals = random_deals(RECORDS_SEED, RECORDS);
    // The generator and the referee are written apart: check they agree before timing anything.
    for (i, d) in deals.iter().enumerate() {
        let out = referee(&rules, &d.record).unwrap_or_else(|v| panic!("record {i} refused: {v:?}"));
        assert_eq!(out.points, d.points, "record {i}: card points");
        let calls: Vec<_> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
        assert_eq!(calls, d.marriages, "record {i}: marriages");
    }
    let plays: u64 = deals.iter().map(|d| d.record.plays.len() as u64).sum();
    let mut g = c.benchmark_group("referee");
    g.throughput(Throughput::Elements(plays));
    g.bench_function("thousand_4096_records", |b| {
        b.iter(|| {
            let mut tricks = 0;
            for d in &deals {
                if let Ok(out) = referee(&rules, black_box(&d.record)) {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    // A validator of many records reuses one outcome: no allocation after the first record.
    g.bench_function("thousand_4096_records_reused", |b| {
        let mut out = PlayOutcome::default();
        b.iter(|| {
            let mut tricks = 0;
            for d in &deals {
                if referee_into(&rules, black_box(&d.record), &mut out).is_ok() {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.finish();
}

/// The referee on 4 096 random legal Belot records (131 072 plays), every contract alike: suit
/// contracts with their trump and over-trump obligations, No trumps, All trumps.
fn bench_belot_referee(c: &mut Criterion) {
    let deals = belot::random_deals(BELOT_SEED, RECORDS);
    // One rules value per contract, shared by its records, as a validator would hold them.
    let by_contract = Contract::ALL.map(BelotTricks::new);
    let rules: Vec<&BelotTricks> =
        deals.iter().map(|d| &by_contract[Contract::ALL.iter().position(|&c| c == d.contract).unwrap_or(0)]).collect();
    // The generator and the referee are written apart: check they agree before timing anything.
    for (i, (d, &r)) in deals.iter().zip(&rules).enumerate() {
        let out = referee(r, &d.record).unwrap_or_else(|v| panic!("record {i} ({:?}) refused: {v:?}", d.contract));
        assert_eq!(out.points, d.points, "record {i} ({:?}): card points", d.contract);
        let calls: Vec<_> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
        assert_eq!(calls, d.belots, "record {i} ({:?}): belots", d.contract);
    }
    let plays: u64 = deals.iter().map(|d| d.record.plays.len() as u64).sum();
    let mut g = c.benchmark_group("referee");
    g.throughput(Throughput::Elements(plays));
    g.bench_function("belot_4096_records", |b| {
        b.iter(|| {
            let mut tricks = 0;
            for (d, &r) in deals.iter().zip(&rules) {
                if let Ok(out) = referee(r, black_box(&d.record)) {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.bench_function("belot_4096_records_reused", |b| {
        let mut out = PlayOutcome::default();
        b.iter(|| {
            let mut tricks = 0;
            for (d, &r) in deals.iter().zip(&rules) {
                if referee_into(r, black_box(&d.record), &mut out).is_ok() {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.finish();
}

/// The referee on 4 096 random legal Belot-for-three records (110 592 plays: nine tricks of three,
/// five cards out of play), every trump alike, with the over-trump obligation and belot calls.
fn bench_belot3_referee(c: &mut Criterion) {
    let deals = belot3::random_deals(BELOT3_SEED, RECORDS);
    let by_trump = kozyr::cards::Suit::ALL.map(Belot3Tricks::new);
    let rules: Vec<&Belot3Tricks> = deals.iter().map(|d| &by_trump[d.trump.index()]).collect();
    // The generator and the referee are written apart: check they agree before timing anything.
    for (i, (d, &r)) in deals.iter().zip(&rules).enumerate() {
        let out = referee(r, &d.record).unwrap_or_else(|v| panic!("record {i} ({:?}) refused: {v:?}", d.trump));
        assert_eq!(out.points, d.points, "record {i} ({:?}): card points", d.trump);
        let calls: Vec<_> = out.calls.iter().map(|&(_, s, c)| (s, c.suit())).collect();
        assert_eq!(calls, d.belots, "record {i} ({:?}): belots", d.trump);
    }
    let plays: u64 = deals.iter().map(|d| d.record.plays.len() as u64).sum();
    let mut g = c.benchmark_group("referee");
    g.throughput(Throughput::Elements(plays));
    g.bench_function("belot3_4096_records", |b| {
        b.iter(|| {
            let mut tricks = 0;
            for (d, &r) in deals.iter().zip(&rules) {
                if let Ok(out) = referee(r, black_box(&d.record)) {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.bench_function("belot3_4096_records_reused", |b| {
        let mut out = PlayOutcome::default();
        b.iter(|| {
            let mut tricks = 0;
            for (d, &r) in deals.iter().zip(&rules) {
                if referee_into(r, black_box(&d.record), &mut out).is_ok() {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.finish();
}

fn bench_replay(c: &mut Criterion) {
    let mut g = c.benchmark_group("replay");
    g.sample_size(10).measurement_time(Duration::from_secs(20));
    g.throughput(Throughput::Elements((MATCHES * DEALS_PER_MATCH) as u64));
    // Quick entry only (contract, points, marriages), then one deal in five recorded trick by trick.
    for (name, full_every) in [("100k_deals_quick", 0), ("100k_deals_one_in_5_full", 5)] {
        let matches = thousand::random_matches(MATCHES_SEED, MATCHES, DEALS_PER_MATCH, full_every);
        let finished = matches.iter().filter(|m| m.replay.finished).count();
        eprintln!("replay/{name}: {MATCHES} matches, {finished} won on their last deal");
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut rows = 0;
                for m in &matches {
                    if let Ok(r) = replay(&Thousand, &m.setup, black_box(&m.entries)) {
                        rows += r.rows.len();
                    }
                }
                rows
            })
        });
    }
    g.finish();
}

/// The family's referee on 4 096 random legal records each of King (the fifteen deals of the
/// sequence in turn: hearts-lead and K♥-discard checks, positive deals with their trump
/// obligation) and Black Mary (four players, 52 cards).
fn bench_family_referee(c: &mut Criterion) {
    let (kinds, king) = family::king(KING_SEED, RECORDS);
    let (mary_rules, mary) = family::black_mary(BLACK_MARY_SEED, RECORDS);
    // The generator and the referee are written apart: check they agree before timing anything.
    for (i, r) in king.iter().enumerate() {
        let out = referee(&kinds[r.rules], &r.record).unwrap_or_else(|v| panic!("King record {i} refused: {v:?}"));
        assert_eq!(out.tricks, r.won, "King record {i}: tricks");
    }
    for (i, r) in mary.iter().enumerate() {
        let out = referee(&mary_rules, &r.record).unwrap_or_else(|v| panic!("Black Mary record {i} refused: {v:?}"));
        assert_eq!(out.tricks, r.won, "Black Mary record {i}: tricks");
    }
    let mut g = c.benchmark_group("referee");
    g.throughput(Throughput::Elements(king.iter().map(|r| r.record.plays.len() as u64).sum()));
    g.bench_function("king_4096_records_reused", |b| {
        let mut out = PlayOutcome::default();
        b.iter(|| {
            let mut tricks = 0;
            for r in &king {
                if referee_into(&kinds[r.rules], black_box(&r.record), &mut out).is_ok() {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.throughput(Throughput::Elements(mary.iter().map(|r| r.record.plays.len() as u64).sum()));
    g.bench_function("black_mary_4096_records_reused", |b| {
        let mut out = PlayOutcome::default();
        b.iter(|| {
            let mut tricks = 0;
            for r in &mary {
                if referee_into(&mary_rules, black_box(&r.record), &mut out).is_ok() {
                    tricks += out.winners.len();
                }
            }
            tricks
        })
    });
    g.finish();
}

/// Bezique's referee on random legal deals written with every draw, so that every hand is known
/// and every card is checked against it: 4 096 two-handed deals (64 cards, 32 tricks each) and 512
/// six-pack deals (192 cards, 96 tricks), every variant's declarations, re-use and late stage.
/// Read once; the timing is the referee's. `…_text` reads the text form as well, as `kozyr deal
/// --tricks` does.
fn bench_bezique_referee(c: &mut Criterion) {
    use kozyr::games::bezique::play::{parse_record, read_play, referee, PlayContext};
    use kozyr::games::bezique::{BeziqueOptions, Variant};
    use kozyr::games::Setup;

    let names = ["Аня", "Борис"];
    let form = bezique::Form { draws: true, hands: false, prefixes: false };
    let style = bezique::Style { irregular: false, ..bezique::Style::default() };
    let mut g = c.benchmark_group("referee");
    for (name, variant, count) in
        [("bezique_two_4096_records", Variant::Two, 4096u64), ("bezique_six_pack_512_records", Variant::SixPack, 512)]
    {
        let options = serde_json::json!({"variant": variant.id()});
        let o = BeziqueOptions::from_map(options.as_object().expect("an object")).expect("valid options");
        let setup = Setup { game: "bezique", players: names.map(String::from).to_vec(), teams: None, options };
        let deals: Vec<bezique::Deal> = (0..count)
            .map(|i| bezique::random_deal(&mut rng::Rng::new(BEZIQUE_SEED + i), variant, false, style))
            .collect();
        let contexts: Vec<PlayContext<'_>> = deals
            .iter()
            .map(|d| PlayContext {
                setup: &setup,
                options: &o,
                dealer: d.dealer,
                previous_trump: d.previous_trump,
                irregularities: &[],
            })
            .collect();
        let records: Vec<_> =
            deals.iter().map(|d| parse_record(&d.json(&names, form), &setup).expect("a well-formed record")).collect();
        let texts: Vec<serde_json::Value> =
            deals.iter().map(|d| serde_json::Value::String(d.text(&names, form))).collect();
        // The generator and the referee are written apart: check they agree before timing anything.
        for (i, ((d, r), ctx)) in deals.iter().zip(&records).zip(&contexts).enumerate() {
            let p = referee(r, ctx).unwrap_or_else(|e| panic!("{name}: record {i} refused: {}", e.message()));
            assert_eq!(p.declarations, d.declared, "{name}: record {i}: declarations");
            assert_eq!(p.brisks, d.brisks, "{name}: record {i}: brisks");
        }
        let plays: u64 = records.iter().map(|r| r.plays.len() as u64).sum();
        g.throughput(Throughput::Elements(plays));
        g.bench_function(name, |b| {
            b.iter(|| {
                let mut declared = 0;
                for (r, ctx) in records.iter().zip(&contexts) {
                    if let Ok(p) = referee(black_box(r), ctx) {
                        declared += p.declarations.len();
                    }
                }
                declared
            })
        });
        g.bench_function(format!("{name}_text"), |b| {
            b.iter(|| {
                let mut declared = 0;
                for (t, ctx) in texts.iter().zip(&contexts) {
                    if let Ok(p) = read_play(black_box(t), ctx) {
                        declared += p.declarations.len();
                    }
                }
                declared
            })
        });
    }
    g.finish();
}

/// Terz's referee on 4 096 random legal records with every draw written (32 cards: seating, the
/// talon and its draws, the exchange, the late stage's obligations, declarations), from the
/// parsed record and from the text form.
fn bench_terz_referee(c: &mut Criterion) {
    use kozyr::games::terz::{parse_record, referee, TerzOptions};
    use kozyr::games::Setup;

    let names = ["Аня", "Борис"];
    let o = TerzOptions::default();
    let options = serde_json::to_value(&o).expect("options");
    let setup = Setup { game: "terz", players: names.map(String::from).to_vec(), teams: None, options };
    let deals: Vec<terz::Deal> =
        (0..RECORDS as u64).map(|i| terz::random_deal(&mut rng::Rng::new(TERZ_SEED + i), true)).collect();
    let texts: Vec<serde_json::Value> =
        deals.iter().map(|d| serde_json::Value::String(d.text(&names, false, true, false))).collect();
    let records: Vec<_> = texts.iter().map(|t| parse_record(t, &setup).expect("a well-formed record")).collect();
    // The generator and the referee are written apart: check they agree before timing anything.
    for (i, (d, r)) in deals.iter().zip(&records).enumerate() {
        let p = referee(r, &setup, &o, d.dealer).unwrap_or_else(|e| panic!("terz record {i} refused: {}", e.message()));
        assert_eq!(p.points, d.points, "terz record {i}: card points");
    }
    let mut g = c.benchmark_group("referee");
    g.throughput(Throughput::Elements(32 * RECORDS as u64));
    g.bench_function("terz_4096_records", |b| {
        b.iter(|| {
            let mut won = 0;
            for (r, d) in records.iter().zip(&deals) {
                if let Ok(p) = referee(black_box(r), &setup, &o, d.dealer) {
                    won += p.won[0];
                }
            }
            won
        })
    });
    g.bench_function("terz_4096_records_text", |b| {
        b.iter(|| {
            let mut won = 0;
            for (t, d) in texts.iter().zip(&deals) {
                if let Ok(p) = parse_record(black_box(t), &setup).and_then(|r| referee(&r, &setup, &o, d.dealer)) {
                    won += p.won[0];
                }
            }
            won
        })
    });
    g.finish();
}

criterion_group!(
    benches,
    bench_referee,
    bench_belot_referee,
    bench_belot3_referee,
    bench_family_referee,
    bench_bezique_referee,
    bench_terz_referee,
    bench_replay
);
criterion_main!(benches);
