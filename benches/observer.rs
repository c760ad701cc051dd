//! What watching a search costs: criterion benchmarks of the observers.
//!
//! `logging_off` shows that with no `tracing` subscriber listening, the
//! logging observer costs nothing: the bare search (`Quiet`), the logging
//! observer wrapped as `None` (what `SearchLog::when_enabled` gives when
//! logging is off), `search_logged` (what `run_observed` and `count` call)
//! and, for scale, the `Counters` every counted run carries.
//! Run with `cargo bench --bench observer -- --quick`.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use nqueens::logging::{search_logged, SearchLog};
use nqueens::observer::Quiet;
use nqueens::{Counters, Strategy};

/// Board size of the logging benchmarks: big enough to time, quick enough to repeat.
const LOGGING_N: usize = 12;

fn logging_off(c: &mut Criterion) {
    let mut group = c.benchmark_group("logging off");
    group.sample_size(20);
    for strategy in [Strategy::Bitmask, Strategy::BranchAndBound] {
        let n = LOGGING_N;
        let id = |observer: &str| BenchmarkId::new(observer, format!("{strategy} n={n}"));
        group.bench_function(id("Quiet"), |b| {
            b.iter(|| strategy.search(black_box(n), &mut Quiet))
        });
        group.bench_function(id("None log"), |b| {
            b.iter(|| strategy.search(black_box(n), &mut SearchLog::when_enabled(n)))
        });
        group.bench_function(id("search_logged"), |b| {
            b.iter(|| search_logged(strategy, black_box(n), &mut Quiet))
        });
        group.bench_function(id("Counters"), |b| {
            b.iter(|| strategy.search(black_box(n), &mut Counters::default()))
        });
    }
    group.finish();
}

criterion_group!(logging, logging_off);
criterion_main!(logging);
