//! What the observer costs: the same search with no observer parameter at
//! all (the bare bitmask counter of `benches/bare`, the baseline), with the
//! `Quiet` observer, and with `Counters`; and what logging costs when it is
//! off.
//!
//! Run: `cargo bench --bench observer` (add `-- --quick` for a short run).
//! `Quiet` should match the bare loop: the observer calls compile away when
//! nothing observes. In `logging-off`, with no `tracing` subscriber
//! listening, the logging observer wrapped as `None` (what
//! `SearchLog::when_enabled` gives then) and `search_logged` (what
//! `run_observed` and `count` call) should match `Quiet` too.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};

mod bare;
use bare::bare_bitmask;
use nqueens::logging::{search_logged, SearchLog};
use nqueens::observer::Quiet;
use nqueens::{Counters, Strategy};

fn observer_cost(c: &mut Criterion) {
    let mut group = c.benchmark_group("observer-cost");
    group.sample_size(20);
    for n in [10usize, 12] {
        group.bench_with_input(BenchmarkId::new("bitmask/bare", n), &n, |b, &n| {
            b.iter(|| bare_bitmask(black_box((1 << n) - 1), 0, 0, 0))
        });
        for strategy in [Strategy::Bitmask, Strategy::BranchAndBound] {
            group.bench_with_input(BenchmarkId::new(format!("{strategy}/quiet"), n), &n, |b, &n| {
                b.iter(|| strategy.search(black_box(n), &mut Quiet))
            });
            group.bench_with_input(
                BenchmarkId::new(format!("{strategy}/counters"), n),
                &n,
                |b, &n| {
                    b.iter(|| {
                        let mut counters = Counters::default();
                        strategy.search(black_box(n), &mut counters);
                        counters
                    })
                },
            );
        }
    }
    group.finish();
}

/// Logging off against no logging at all, with `Counters` for scale, all in
/// one group so they are measured under the same conditions.
fn logging_off(c: &mut Criterion) {
    let mut group = c.benchmark_group("logging-off");
    group.sample_size(20);
    let n = 12;
    for strategy in [Strategy::Bitmask, Strategy::BranchAndBound] {
        let id = |observer: &str| BenchmarkId::new(format!("{strategy}/{observer}"), n);
        group.bench_function(id("quiet"), |b| {
            b.iter(|| strategy.search(black_box(n), &mut Quiet))
        });
        group.bench_function(id("log-none"), |b| {
            b.iter(|| strategy.search(black_box(n), &mut SearchLog::when_enabled(n)))
        });
        group.bench_function(id("search-logged"), |b| {
            b.iter(|| search_logged(strategy, black_box(n), &mut Quiet))
        });
        group.bench_function(id("counters"), |b| {
            b.iter(|| {
                let mut counters = Counters::default();
                strategy.search(black_box(n), &mut counters);
                counters
            })
        });
    }
    group.finish();
}

criterion_group!(benches, observer_cost, logging_off);
criterion_main!(benches);
